/**
 * GF-UPG-11 Claw Arm Laser as a save source (src/workflows/save-request): the DC is 8 + PB + Constitution of the
 * wielder as its documents give it now, and a recorded failure deals 2d10 / 3d10 / 4d10 radiant by its level,
 * rolled on the writing client and posted as a damage card the GM applies; a success deals none (laserDamage).
 */
import { postDamageCard } from "../../applications/chat/damage-card";
import { itemSystem } from "../../data/system-of";
import { portOf } from "../../ports/actor-port";
import { type LaserPlan, clawArmLaser, laserDamage } from "../../rules/gearforged";
import { cardText } from "../../data/chat/card-text";
import type { SaveSource } from "../save-request";
import { levelOf } from "./state";

export const LASER_SAVE_SOURCE = "laser";

/** The laser as the wielder's documents give it now. */
export function laserPlanFor(actor: Actor.Implementation): LaserPlan {
  const port = portOf(actor);
  return clawArmLaser(levelOf(actor), port.proficiency, port.ability("con").mod);
}

export const laserSaveSource: SaveSource = {
  dc: (actor, item) => (itemSystem(item, "upgrade")?.key === "clawArmLaser" ? laserPlanFor(actor).save.dc : null),
  async follow({ actor, item, target, saved }) {
    if (saved) return [];
    const plan = laserPlanFor(actor);
    const damage = new Roll(plan.formula);
    await damage.evaluate();
    await postDamageCard({ roll: damage, type: plan.damageType, actor, item });
    return [cardText("AUGMENTED.Gearforged.Use.LaserDamage", { target: target.name ?? "", amount: laserDamage(damage.total ?? 0, false) })];
  },
};
