/**
 * How the automail workflows read an actor (seed 003): its limbs, ports and Cyborg augments as the rules see them
 * (src/rules/automail), the combat situation an Action needs (AM-ATT-1), and the localized text of a refusal.
 * Read again after every await: nothing here is cached.
 */
import { type AutomailRefusal, type CombatContext, type LimbState, type PortState, refusalKey } from "../../rules/automail";
import type { AugmentState } from "../../rules/cyborg";
import { augmentStates } from "../../data/item/augment/state";
import { AUTOMAIL_ITEM_TYPE, PORT_ITEM_TYPE, limbStates, portStates } from "../../data/item/automail/state";
import { combatOf } from "../../utils/combat-of";
import { type StateWatch, watchState } from "../recheck/recheck";
import { localize } from "../../utils/notify";
import { type CardText, cardText } from "../../data/chat/card-text";
import { portOf } from "../../ports/actor-port";
import { isItemOfKind } from "../../data/item/kinds";

export interface AutomailBody {
  limbs: LimbState[];
  ports: PortState[];
  augments: AugmentState[];
  intelligenceModifier: number;
}

/** The actor's automail and augments, read now. */
export function bodyOf(actor: Actor.Implementation): AutomailBody {
  const items = [...actor.items];
  return {
    limbs: limbStates(items),
    ports: portStates(items),
    augments: augmentStates(items),
    intelligenceModifier: portOf(actor).ability("int").mod,
  };
}

export function worldTime(): number {
  return game.time?.worldTime ?? 0;
}

/** AM-ATT-1: in an active combat, an Action is taken on the character's own turn. */
export function combatContext(actor: Actor.Implementation): CombatContext {
  const combat = combatOf(actor);
  const inCombat = actor.inCombat;
  const current = combat?.combatant ?? null;
  const onOwnTurn = combat !== null && current !== null && combat.getCombatantsByActor(actor).some((c) => c.id === current.id);
  return { inCombat, onOwnTurn, now: worldTime() };
}

export function isLimb(item: { type: string } | null | undefined): boolean {
  return isItemOfKind(item, AUTOMAIL_ITEM_TYPE);
}

export function isPort(item: { type: string } | null | undefined): boolean {
  return isItemOfKind(item, PORT_ITEM_TYPE);
}

/** The limb's state on `actor` now, or null when the item is gone or is no limb of this actor. */
export function limbNow(actor: Actor.Implementation, limbId: string): LimbState | null {
  return bodyOf(actor).limbs.find((l) => l.id === limbId) ?? null;
}

export function siteLabel(site: string | null | undefined): string {
  return site ? localize(`AUGMENTED.Automail.Site.${site}`) : "";
}

/** The site's name as a key, for a card (localized for each viewer). */
export function siteText(site: string | null | undefined): CardText | string {
  return site ? cardText(`AUGMENTED.Automail.Site.${site}`) : "";
}

/** The port kind's name as a key, for a card. */
export function portKindText(kind: string): CardText {
  return cardText(`AUGMENTED.Automail.PortKind.${kind}`);
}

export function portKindLabel(kind: string): string {
  return localize(`AUGMENTED.Automail.PortKind.${kind}`);
}

/** The name of a limb, port or augment of the body (for "already holds X"). */
export function nameIn(body: AutomailBody, id: string | undefined): string {
  if (!id) return "";
  return body.limbs.find((l) => l.id === id)?.name ?? body.ports.find((p) => p.id === id)?.name ?? body.augments.find((a) => a.id === id)?.name ?? "";
}

/** The localized reason of a refusal (lang/en.json AUGMENTED.Automail.Refused.*). */
export function refusalText(reason: AutomailRefusal, data: Record<string, string | number> = {}): string {
  const filled = { name: "", actor: "", port: "", site: "", other: "", limit: "", cost: "", short: "", ...data };
  return localize(refusalKey(reason), filled);
}

/**
 * DESIGN.md, Trust: what an automail workflow read before it waits (the actor, the limb when it is the actor's,
 * the combat state, every limb, port and augment of the body), re-checked with `holds()` after each await.
 */
export function watchBody(actor: Actor.Implementation, item: Item.Implementation | null, also: { purse?: boolean } = {}): StateWatch {
  return watchState({ actor, item, combat: true, purse: also.purse === true, extra: { body: () => bodyOf(actor) } });
}
