/**
 * GF-BODY-5 where a dnd5e table looks when a creature goes down: the chat. When a gearforged whose body is
 * stabilized by Intelligence or *mending* drops to 0 hit points and starts dying (dnd5e's death saves at
 * `attributes.death`, fresh), a card says so and offers the two ways (the Gearforged card kind's stabilize action,
 * src/workflows/gearforged/card-kind.ts, which runs the shared stabilize workflow on the clicker's client: it asks
 * who tends it and checks ownership and the dying state itself). Posted once, by the client whose update brought it
 * down.
 */
import { cardText } from "../../../data/chat/card-text";
import { postCard } from "../../../applications/chat/cards";
import { STABILIZE_DC, stabilizeMethods } from "../../../rules/gearforged";
import { lifeOf, portOf } from "../../../ports/actor-port";
import { variantOf } from "../../../workflows/gearforged/state";
import { STABILIZE_ACTION } from "../../../workflows/gearforged/card-kind";

/** The hit points' path in an update, as dnd5e writes it (nested or dotted). */
function hpChanged(changes: object): boolean {
  return foundry.utils.hasProperty(changes, "system.attributes.hp.value");
}

/**
 * Whether the creature was already at 0 hit points before this update: dnd5e's `preUpdateHP` keeps the hit points
 * as they were in the update's options (`options.dnd5e.hp`, module/data/actor/templates/attributes.mjs:520), so a
 * hit taken while down (dnd5e writes 0 again) is no new fall.
 */
function wasDown(options: unknown): boolean {
  // cast: the update's options read structurally; dnd5e's entry may be missing (an update from elsewhere).
  const before = (options as { dnd5e?: { hp?: { value?: unknown } } } | null)?.dnd5e?.hp?.value;
  return typeof before === "number" && before <= 0;
}

/** `updateActor`: the offer, when this client's update brought a gearforged to dying at 0 hit points. */
export async function offerStabilizeOnDying(actor: Actor.Implementation, changes: object, options: unknown, userId: string): Promise<ChatMessage.Implementation | null> {
  if (userId !== game.user?.id || !hpChanged(changes) || wasDown(options)) return null;
  const port = portOf(actor);
  // dnd5e's npcs keep no death saves the port reads: nothing to stabilize.
  if (port.deathSaves === null || port.hp.value > 0 || lifeOf(port) !== "dying") return null;
  // Only a body that refuses dnd5e's ways (Medicine, spare the dying) needs the offer; others stabilize as dnd5e does.
  const methods = stabilizeMethods(variantOf(actor));
  if (methods.refused.length === 0) return null;
  const name = actor.name ?? "";
  return (
    (await postCard(
      {
        kind: "stabilize",
        title: cardText("AUGMENTED.Gearforged.Stabilize.Title", { name }),
        lines: [cardText("AUGMENTED.Dnd5eGearforged.Dying.Line", { name, dc: STABILIZE_DC }), cardText("AUGMENTED.Gearforged.Stabilize.Refused")],
        buttons: methods.offered.map((method) => ({
          action: STABILIZE_ACTION,
          label: cardText(method === "intelligence" ? "AUGMENTED.Gearforged.Stabilize.Intelligence" : "AUGMENTED.Gearforged.Stabilize.Mending"),
          data: { method, actor: actor.uuid },
        })),
      },
      { actor },
    )) ?? null
  );
}
