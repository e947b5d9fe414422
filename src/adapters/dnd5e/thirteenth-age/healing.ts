/**
 * GA-HEAL-1's magical healing through dnd5e: healing applied to a 13th Age gearforged from a dnd5e card opens its
 * gate (the shared `openHealGate`). dnd5e's damage and healing cards apply through `actor.applyDamage(damages,
 * {…, originatingMessage})` (module/applications/components/damage-application.mjs:335 at 5.3.3), and
 * `dnd5e.applyDamage(actor, amount, options)` follows the update (module/documents/actor/actor.mjs:775; a negative
 * amount heals). The card's item tells the source: a spell (*mending* only when the GM marks the caster, so not
 * from here), a potion, a class or species feature's heal (a talent), any other dnd5e item's (an item power). The
 * module's own items (a Cyborg's healing augment, a gearforged upgrade) are machines, not magic: no gate.
 */
import type { HealingSource } from "../../../rules/gearforged";
import { openHealGate } from "../../../workflows/gearforged/thirteenth-age/heal-gate";
import { thirteenthAgeView } from "../../../workflows/gearforged/thirteenth-age/state";
import { MODULE_ID } from "../constants";

/** The card's dnd5e flags, the parts read: the item and activity that rolled it, and the roll's type. */
interface CardFlags {
  item?: { type?: unknown; uuid?: unknown };
  activity?: { type?: unknown };
  roll?: { type?: unknown };
}

interface HealItem {
  type: string;
  system?: { identifier?: unknown; type?: { value?: unknown } };
}

/** Which healing source the card's item is, or null (not a heal, not magical, unknown). */
export function healingSourceOf(flags: CardFlags | undefined, item: HealItem | null): HealingSource | null {
  if (!flags || (flags.activity?.type !== "heal" && flags.roll?.type !== "healing")) return null;
  const type = item?.type ?? (typeof flags.item?.type === "string" ? flags.item.type : "");
  if (type === "" || type.startsWith(`${MODULE_ID}.`)) return null;
  if (type === "spell") return item?.system?.identifier === "mending" ? "mending" : "spell";
  if (type === "consumable") return item?.system?.type?.value === "potion" ? "potion" : "itemPower";
  if (type === "feat") return "talent";
  return "itemPower";
}

/** `dnd5e.applyDamage`: healing from a magical card opens the gate (on the applying client). */
export function onHealingApplied(actor: Actor.Implementation, amount: unknown, options: unknown): void {
  if (typeof amount !== "number" || amount >= 0 || !actor.isOwner || !thirteenthAgeView(actor)) return;
  // cast: dnd5e's applyDamage options, read structurally for the card it came from.
  const message = (options as { originatingMessage?: { flags?: Record<string, unknown> } } | null)?.originatingMessage;
  // cast: the card's dnd5e flags, read structurally (healingSourceOf checks each value).
  const flags = message?.flags?.dnd5e as CardFlags | undefined;
  const uuid = flags?.item?.uuid;
  // cast: a uuid dnd5e stored on its own card names an Item (read structurally below); null when it is gone.
  const item = typeof uuid === "string" ? (fromUuidSync(uuid as `Item.${string}`) as HealItem | null) : null;
  const source = healingSourceOf(flags, item);
  if (source === null || source === "mending") return;
  void openHealGate(actor, source);
}
