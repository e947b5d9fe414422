/**
 * What follows dnd5e's use of an upgrade's activity (./activities.ts), and what refuses it first:
 * - GF-UPG-3 Quick Fix: dnd5e's consumption targets can spend a hit die but not roll the die they spend, so the
 *   module does both after the use (`dnd5e.postUseActivity`, module/documents/activity/mixin.mjs:272 at
 *   release-5.3.3): the largest hit die left among the class items (`system.hd.spent` against `levels`,
 *   module/data/item/class.mjs), rolled; temporary HP = the roll + Constitution modifier, the higher of the old and
 *   new kept (rules/gearforged/quick-fix.ts `planQuickFix`, the system's own rule); one write per document and a card.
 * - GF-UPG-9 Jet Pack: dnd5e has spent its use (1 per long rest); the shared workflow starts the 1-minute flight
 *   (src/workflows/gearforged/timers.ts `fireJetPack`, its timed effect swept by world time).
 * The gate (`dnd5e.preUseActivity`, mixin.mjs:222): Quick Fix without a hit die left, Jet Pack while a flight runs,
 * any upgrade of a dead gearforged: refused with the reason, nothing spent or rolled.
 */
import { type HitDicePool, isHitDieSize } from "../../../rules/core/hit-dice";
import { planQuickFix } from "../../../rules/gearforged";
import { portOf, isDead } from "../../../ports/actor-port";
import { isItemOfKind } from "../../../data/item/kinds";
import { notifyWarn } from "../../../utils/notify";
import { cardText } from "../../../data/chat/card-text";
import { postCard } from "../../../applications/chat/cards";
import { fireJetPack, gearforgedTimers } from "../../../workflows/gearforged/timers";

/** The slice of a dnd5e activity read here (dnd5e passes the activity of a clone of the item: same id, same actor). */
export interface UpgradeActivityView {
  type?: string;
  item?: { id: string | null; type: string; actor?: Actor.Implementation | null; system?: unknown } | null;
}

interface ClassHitDice {
  id: string;
  pool: HitDicePool;
}

function keyOf(item: { type: string; system?: unknown }): string | null {
  if (!isItemOfKind(item, "upgrade")) return null;
  // cast: an upgrade's system data, read for its key.
  const key = (item.system as { key?: unknown } | undefined)?.key;
  return typeof key === "string" ? key : null;
}

/** The actor's hit dice per class item (dnd5e keeps them there: `hd.denomination`, `hd.spent`, `levels`). */
export function classHitDice(actor: Actor.Implementation): ClassHitDice[] {
  const out: ClassHitDice[] = [];
  for (const item of actor.items) {
    // cast: dnd5e's own item types are not among the system's declared types; compared as strings.
    if ((item.type as string) !== "class" || !item.id) continue;
    // cast: a dnd5e class item's system data, read through this narrow view.
    const system = item.system as { levels?: unknown; hd?: { denomination?: unknown; spent?: unknown } };
    const die = Number(String(system.hd?.denomination ?? "").replace(/^d/, ""));
    if (!isHitDieSize(die)) continue;
    out.push({ id: item.id, pool: { die, max: Number(system.levels ?? 0), spent: Number(system.hd?.spent ?? 0) } });
  }
  return out;
}

/** The class whose die Quick Fix rolls: the largest die with one left, or null. */
export function quickFixDie(actor: Actor.Implementation): ClassHitDice | null {
  const left = classHitDice(actor).filter((entry) => entry.pool.max - entry.pool.spent > 0);
  left.sort((a, b) => b.pool.die - a.pool.die);
  return left[0] ?? null;
}

/** GF-UPG-3 after dnd5e's use: one hit die rolled and spent, temporary HP gained; the roll, or null when refused. */
export async function quickFixAfterUse(actor: Actor.Implementation, name: string): Promise<Roll | null> {
  const chosen = quickFixDie(actor);
  if (!chosen) {
    notifyWarn("AUGMENTED.Dnd5e.Gearforged.NoHitDie", { actor: actor.name ?? "" });
    return null;
  }
  const roll = new Roll(`1d${chosen.pool.die}`);
  await roll.evaluate();
  // Re-read after the roll: the dice or the temporary HP may have changed meanwhile.
  const again = classHitDice(actor).find((entry) => entry.id === chosen.id);
  const port = portOf(actor);
  const plan = again ? planQuickFix({ hp: port.hp, hitDice: [again.pool] }, again.pool.die, roll.total ?? 0, port.ability("con").mod) : null;
  if (!again || !plan?.ok) {
    notifyWarn("AUGMENTED.Gearforged.Refused.noHitDice", { die: `d${chosen.pool.die}` });
    return null;
  }
  // cast (both): dotted-path update data of dnd5e's class item and actor, which the system's types do not model.
  await actor.updateEmbeddedDocuments("Item", [{ _id: again.id, "system.hd.spent": plan.hitDice[0]!.spent } as Item.UpdateData]);
  // cast: dotted-path update data of dnd5e's actor, which the system's types do not model.
  if (plan.gained > 0) await actor.update({ [port.paths.hp.temp]: plan.hp.temp } as Actor.UpdateData);
  const lines = [cardText("AUGMENTED.Gearforged.Use.QuickFix", { name: actor.name ?? "", die: `d${again.pool.die}`, temp: plan.tempHp })];
  if (plan.gained === 0) lines.push(cardText("AUGMENTED.Gearforged.Use.QuickFixNoGain"));
  await postCard(
    { kind: "quick-fix", title: cardText("AUGMENTED.Gearforged.ItemTitle", { name }), lines, rolls: [{ label: cardText("AUGMENTED.Gearforged.Use.QuickFixRoll", { die: `d${again.pool.die}` }) }] },
    { actor, rolls: [roll] },
  );
  return roll;
}

function ownedUpgrade(activity: UpgradeActivityView): { actor: Actor.Implementation; item: Item.Implementation; key: string } | null {
  const used = activity.item;
  const actor = used?.actor;
  const key = used ? keyOf(used) : null;
  if (!used?.id || !actor || key === null) return null;
  const item = actor.items.get(used.id);
  return item ? { actor, item, key } : null;
}

/** `dnd5e.preUseActivity`: false (with the reason) when an upgrade cannot be used now. */
export function onPreUseUpgrade(activity: UpgradeActivityView): false | undefined {
  const owned = ownedUpgrade(activity);
  if (!owned) return undefined;
  const { actor, item, key } = owned;
  if (isDead(actor)) {
    notifyWarn("AUGMENTED.Gearforged.Use.Dead", { actor: actor.name ?? "", name: item.name });
    return false;
  }
  if (key === "quickFix" && !quickFixDie(actor)) {
    notifyWarn("AUGMENTED.Dnd5e.Gearforged.NoHitDie", { actor: actor.name ?? "" });
    return false;
  }
  const now = game.time?.worldTime ?? 0;
  if (key === "jetPack" && gearforgedTimers(actor).some((timer) => timer.kind === "jetPack" && timer.endsAt > now)) {
    notifyWarn("AUGMENTED.Gearforged.JetPack.Running", { name: item.name });
    return false;
  }
  return undefined;
}

/** `dnd5e.postUseActivity`: Quick Fix's hit die and Jet Pack's flight. */
export function onPostUseUpgrade(activity: UpgradeActivityView): void {
  const owned = ownedUpgrade(activity);
  if (!owned || activity.type !== "utility") return;
  if (owned.key === "quickFix") void quickFixAfterUse(owned.actor, owned.item.name);
  else if (owned.key === "jetPack") void fireJetPack(owned.actor, owned.item, { spent: true });
}
