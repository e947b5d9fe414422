/**
 * CY-HEAL-1: the healing card's recorded target. When a healing augment heals another creature, its card (a
 * damage card set to healing) records whom the healer meant (`system.damage.target`: the targeted token and its
 * actor, or the actor named directly, and the augment), so whoever applies it, normally the GM, heals that
 * creature and not whatever they have targeted themselves.
 *
 * Trust (docs/ARCHITECTURE.md): the record is data the card's author wrote. On the applying client it is acted on
 * only when it still holds: the card's author may act for the healer (the speaker), the augment is a healing
 * augment of the healer's (its range and dice read from the item, fixed once designed: data/item/augment/
 * design-fixed.ts; the card's roll must be that augment's healing formula), the uuid resolves to the same
 * token and actor, and the range measured again as the workflow measures it (workflows/targets/range.ts) is not exceeded
 * (nothing to measure: accepted, as the user confirmed it when using). Otherwise the card says why, and its
 * buttons apply to the viewer's own selection, as every damage card does; with no record nothing changes.
 */
import { applyDamageFromCard, renderDamageCard, selectionLine } from "../../applications/chat/damage-card";
import { storedCardOf } from "../../data/chat/types";
import type { DamageCardData, HealTargetRecord } from "./damage-card-kind";
import { isAugment, stateOf } from "../../data/item/augment/read";
import { HEALING_KINDS } from "../../rules/core/damage-types";
import { localize } from "../../utils/notify";
import { forgedCard } from "../cards/card-trust";
import { healingRange, type TokenView } from "../targets/range";
import { clampDice } from "../../rules/cyborg/augment";
import { withModifiers } from "../../rules/cyborg/formula";
import { seenDesign } from "./design-seen";

export type HealTargetStatus =
  | { kind: "none" }
  | { kind: "valid"; actor: Actor.Implementation }
  | { kind: "gone"; name: string }
  | { kind: "outOfRange"; name: string; item: string; distanceFt: number; rangeFt: number }
  | { kind: "unverified"; name: string };

/** What the card records for `target` (and the token the user targeted, if any) healed by `item`. */
export function healTargetRecord(target: Actor.Implementation, token: { uuid?: string | null } | null, item: Item.Implementation): HealTargetRecord {
  return { actorUuid: target.uuid, tokenUuid: token?.uuid ?? null, itemId: item.id ?? null, name: target.name ?? "" };
}

/** The slice of a v13 TokenDocument read here. */
interface TokenDocView extends TokenView {
  documentName: string;
  actor: Actor.Implementation | null;
}

function isTokenDoc(doc: unknown): doc is TokenDocView {
  // cast: a non-null object (checked first); its documentName read as unknown and compared.
  return typeof doc === "object" && doc !== null && (doc as { documentName?: unknown }).documentName === "Token";
}

/** The recorded creature and token as they are now on this client, or null when they are gone or no longer match. */
function resolveRecord(record: HealTargetRecord): { actor: Actor.Implementation; token: TokenView | null } | null {
  if (record.tokenUuid) {
    // cast: a stored uuid string, resolved synchronously (world scenes and their tokens are always loaded).
    const doc: unknown = fromUuidSync(record.tokenUuid as `Scene.${string}`);
    if (!isTokenDoc(doc) || !doc.actor || doc.actor.uuid !== record.actorUuid) return null;
    return { actor: doc.actor, token: doc };
  }
  // cast: as above.
  const doc: unknown = fromUuidSync(record.actorUuid as `Actor.${string}`);
  // cast: an Actor instance is one of the configured Actor class (CONFIG.Actor.documentClass).
  return doc instanceof Actor ? { actor: doc as Actor.Implementation, token: null } : null;
}

/**
 * The design's dice and range as this client vouches for them: as it saw them when the design was fixed
 * (./design-seen.ts), else the item as it is (bounded by the model: at most 5 dice and 60 ft).
 */
function designAsSeen(item: Item.Implementation): { dice: number; rangeFt: number | null } {
  const state = stateOf(item);
  return (item.uuid ? seenDesign(item.uuid) : null) ?? { dice: state.dice, rangeFt: state.rangeFt };
}

/**
 * CY-HEAL-1: the card's roll is the augment's healing as this client derives it now: the design's dice as this
 * client saw them fixed, plus the healer's Intelligence modifier. The card is the author's to write: a 1d6 medkit's
 * card saying 5d6 + 20 names a creature the GM's click would heal beyond the design.
 */
function rolledAsDesigned(message: ChatMessage.Implementation, item: Item.Implementation, dice: number): boolean {
  // cast: an augment's system data is its model (isAugment checked), whose `healing` getter is CY-HEAL-1's dice.
  const plan = (item.system as { healing?: { modifier: number } | null }).healing;
  const rolled = message.rolls[0]?.formula;
  if (!plan || message.rolls.length !== 1 || typeof rolled !== "string") return false;
  try {
    return new Roll(withModifiers(`${clampDice(dice)}d6`, plan.modifier)).formula === new Roll(rolled).formula;
  } catch (_error) {
    return false;
  }
}

/** Whether the card's recorded target may be healed from it, on this client, now. */
export function recordedHealTarget(message: ChatMessage.Implementation): HealTargetStatus {
  const damage = storedCardOf<DamageCardData>(message, "damage")?.damage;
  const record = damage?.target;
  // cast: the literal tuple widened so includes() takes any string; the check is what narrows it.
  if (!damage || !record || !(HEALING_KINDS as readonly string[]).includes(damage.type)) return { kind: "none" };
  const name = record.name;
  // cast: ChatMessage.getSpeakerActor returns the speaker's actor (a token's synthetic actor for a token speaker).
  const healer = ChatMessage.getSpeakerActor(message.speaker) as Actor.Implementation | null;
  if (!healer || forgedCard(message, healer) !== null) return { kind: "unverified", name };
  const item = record.itemId ? healer.items.get(record.itemId) : undefined;
  if (!item || !isAugment(item) || stateOf(item).purpose !== "healing") return { kind: "unverified", name };
  const design = designAsSeen(item);
  if (!rolledAsDesigned(message, item, design.dice)) return { kind: "unverified", name };
  const found = resolveRecord(record);
  if (!found) return { kind: "gone", name };
  const verdict = healingRange(healer, found.actor, design.rangeFt, found.token);
  if (verdict.kind === "outOfRange") return { kind: "outOfRange", name: found.actor.name ?? name, item: item.name ?? "", distanceFt: verdict.distanceFt, rangeFt: verdict.rangeFt };
  return { kind: "valid", actor: found.actor };
}

/** What the card says about its recorded target: the target itself, or why it no longer holds (then the buttons
 * go to the viewer's selection, which the line under the warning names). */
function targetLine(status: HealTargetStatus): { line?: string; warning?: string } {
  if (status.kind === "none") return {};
  if (status.kind === "valid") return { line: localize("AUGMENTED.Chat.HealTarget.Valid", { target: status.actor.name ?? "" }) };
  const warning =
    status.kind === "outOfRange"
      ? localize("AUGMENTED.Chat.HealTarget.OutOfRange", { target: status.name, item: status.item, distance: status.distanceFt, range: status.rangeFt })
      : localize(status.kind === "gone" ? "AUGMENTED.Chat.HealTarget.Gone" : "AUGMENTED.Chat.HealTarget.Unverified", { target: status.name });
  return { warning, line: selectionLine() };
}

/** The damage card drawn for the viewing user: whom the buttons affect (./damage-card-kind.ts). */
export function renderDamageTargets(message: ChatMessage.Implementation, html: HTMLElement): void {
  renderDamageCard(message, html, targetLine(recordedHealTarget(message)));
}

/** A damage card's button: the recorded healing target when it still holds, else the clicker's selection. */
export function applyDamageCard(message: ChatMessage.Implementation, mode: string): Promise<number> {
  const status = recordedHealTarget(message);
  return applyDamageFromCard(message, mode, status.kind === "valid" ? { targets: [status.actor] } : {});
}
