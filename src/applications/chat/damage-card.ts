/**
 * The damage card: a rolled damage formula with buttons to apply it in full, half, double or as healing to
 * the selected tokens (else the targeted ones; else the user's own character). Each click goes through
 * `actor.applyDamage`, which checks the clicking user may change that actor.
 */
import { portOf } from "../../ports/actor-port";
import { isDamageKind } from "../../rules/core/damage-types";
import { localize, notifyError, notifyWarn } from "../../utils/notify";
import { cardText } from "../../data/chat/card-text";
import type { CardModel } from "../../data/chat/card-model";
import { storedCardOf } from "../../data/chat/types";
import { postCard } from "./cards";

/**
 * What this file reads of a damage card's record: the damage type, its total and whether it was a critical hit
 * (the damage card's class, src/workflows/augment-use/damage-card-kind.ts, holds its schema, which validated it).
 */
interface DamageOnCard {
  type: string;
  total: number;
  critical: boolean;
}

/** The damage card's record, or null when the message is no damage card. */
function damageOf(message: ChatMessage.Implementation): DamageOnCard | null {
  return storedCardOf<CardModel & { damage?: DamageOnCard | null }>(message, "damage")?.damage ?? null;
}

/** CY-HEAL-1: the healer's target, as the caller gives it to be recorded on the card. */
interface HealTargetInput {
  actorUuid: string;
  tokenUuid: string | null;
  itemId: string | null;
  name: string;
}

export const APPLY_DAMAGE_ACTION = "applyDamage";

export interface DamageCardInput {
  formula?: string;
  roll?: Roll;
  type: string;
  actor?: Actor.Implementation | null;
  item?: Item.Implementation | null;
  critical?: boolean;
  /** CY-HEAL-1: a healing augment's target, recorded for the apply buttons (re-checked by whoever applies). */
  target?: HealTargetInput | null;
}

/**
 * The modes of the card's buttons: a damage multiplier, or healing. `ongoing` is the full amount dealt as ongoing
 * damage (a poison's damage each turn), which a body immune to it ignores (GA-IMM-1).
 */
export const DAMAGE_CARD_MODES = { full: 1, half: 0.5, double: 2, ongoing: 1, healing: 1 } as const;
export type DamageCardMode = keyof typeof DAMAGE_CARD_MODES;

function isMode(value: unknown): value is DamageCardMode {
  return typeof value === "string" && Object.hasOwn(DAMAGE_CARD_MODES, value);
}

/** Roll (unless a rolled Roll is given) and post a damage card. Null (with a notification) on bad input. */
export async function postDamageCard(input: DamageCardInput): Promise<ChatMessage.Implementation | null> {
  if (!isDamageKind(input.type)) {
    notifyError("AUGMENTED.DamageError.unknownType", { line: 1 });
    return null;
  }
  let roll: Roll | undefined = input.roll;
  if (!roll) {
    const formula = (input.formula ?? "").trim();
    if (formula === "" || !Roll.validate(formula)) {
      notifyError("AUGMENTED.Roll.BadFormula", { formula });
      return null;
    }
    try {
      // cast: Roll takes the actor's roll data as a plain object; `new Roll` is the configured Roll class.
      roll = new Roll(formula, input.actor ? (input.actor.getRollData() as Record<string, unknown>) : {}) as Roll;
    } catch (_error) {
      notifyError("AUGMENTED.Roll.BadFormula", { formula });
      return null;
    }
  }
  const rolled: Roll = roll;
  try {
    if (rolled.total === undefined) await rolled.evaluate();
  } catch (_error) {
    notifyError("AUGMENTED.Roll.BadFormula", { formula: rolled.formula });
    return null;
  }
  const total = Math.max(0, Math.floor(rolled.total ?? 0));
  const typeLabel = cardText(`AUGMENTED.DamageType.${input.type}`);
  // A healing roll reads as healing and offers only Heal: full, half or double damage make no sense for it.
  const healing = input.type === "healing";
  const heading = cardText(healing ? "AUGMENTED.Chat.Healing" : "AUGMENTED.Chat.Damage");
  const title = input.item ? cardText("AUGMENTED.Chat.ItemTitle", { item: input.item.name ?? "", heading }) : heading;
  const lines = [cardText("AUGMENTED.Chat.DamageTotal", { total, type: typeLabel })];
  if (input.critical) lines.push(cardText("AUGMENTED.Chat.Critical"));
  const modes: readonly DamageCardMode[] = healing ? ["healing"] : ["full", "half", "double", "ongoing", "healing"];
  const buttons = modes.map((mode) => ({
    action: APPLY_DAMAGE_ACTION,
    label: cardText(`AUGMENTED.Chat.Apply.${mode}`),
    data: { mode },
  }));
  const rollLabel = healing ? heading : cardText("AUGMENTED.Chat.DamageRoll", { type: typeLabel });
  const message = await postCard(
    { kind: "damage", title, lines, rolls: [{ label: rollLabel }], buttons },
    { actor: input.actor ?? null, rolls: [rolled], state: { damage: { type: input.type, total, critical: input.critical === true, ...(input.target ? { target: input.target } : {}) } } },
  );
  return message ?? null;
}

interface TokenLike {
  actor?: Actor.Implementation | null;
}

/** The view of the canvas a damage card needs (absent or not ready outside a scene). */
interface CanvasView {
  ready?: boolean;
  tokens?: { controlled?: Iterable<TokenLike> };
}

/** Where the card's damage goes: selected tokens, else targeted tokens, else the user's character. */
export function damageTargets(): Actor.Implementation[] {
  const unique = (actors: Array<Actor.Implementation | null | undefined>): Actor.Implementation[] => [
    ...new Set(actors.filter((actor): actor is Actor.Implementation => actor instanceof Actor)),
  ];
  // cast: read through a narrow view; the canvas may not exist (no scene) and has no tokens then.
  const board = (globalThis as { canvas?: CanvasView }).canvas;
  if (board?.ready) {
    const selected = unique([...(board.tokens?.controlled ?? [])].map((token) => token.actor));
    if (selected.length > 0) return selected;
  }
  // cast: as above; `game.user.targets` is a Set of tokens in Foundry.
  const targets = game.user?.targets;
  const targeted = unique([...(targets ?? [])].map((token) => token.actor));
  if (targeted.length > 0) return targeted;
  const character = game.user?.character;
  // cast: the user's assigned character is an instance of CONFIG.Actor.documentClass.
  return character ? unique([character as Actor.Implementation]) : [];
}

/**
 * A card's damage as the clicker may believe it (DESIGN.md, Trust). A GM's card is the GM's own. A player's card
 * is that player's roll, which Foundry's model leaves to the player's client; but its damage data is believed only
 * when they agree with what the card shows: the total of its attached rolls and a known damage type, and each
 * roll's total lies within what its formula can roll (a roll's JSON is the player's to write:
 * docs/trust.md). A card whose data says more than its rolls (a forged card) is refused.
 */
async function trustedDamage(message: ChatMessage.Implementation): Promise<DamageOnCard | null> {
  // Its shape (a known damage type, a whole total of at least 0) is the damage card's schema's to hold.
  const damage = damageOf(message);
  if (!damage) return null;
  // cast: the author as a User document (server-stamped).
  const author = message.author as User.Implementation | null | undefined;
  if (author?.isGM) return damage;
  // cast: a message's rolls are instances of the configured Roll class.
  const rolls = (message.rolls ?? []) as Roll[];
  const rolled = rolls.reduce((sum, roll) => sum + (roll.total ?? 0), 0);
  if (rolls.length === 0 || Math.max(0, Math.floor(rolled)) !== damage.total) return null;
  for (const roll of rolls) if (!(await withinFormula(roll))) return null;
  return damage;
}

/** Whether a roll's total is one its formula can give: between the formula rolled all 1s and all maximums. */
export async function withinFormula(roll: Roll): Promise<boolean> {
  const total = roll.total;
  if (typeof total !== "number" || !Number.isFinite(total) || !Roll.validate(roll.formula)) return false;
  const low = (await new Roll(roll.formula).evaluate({ minimize: true })).total;
  const high = (await new Roll(roll.formula).evaluate({ maximize: true })).total;
  if (typeof low !== "number" || typeof high !== "number") return false;
  return total >= Math.min(low, high) && total <= Math.max(low, high);
}

/** Apply a damage card's total to actors (given, or damageTargets()). Returns how many it was applied to. */
export async function applyDamageFromCard(
  message: ChatMessage.Implementation,
  mode: string,
  options: { targets?: Actor.Implementation[] } = {},
): Promise<number> {
  if (!damageOf(message) || !isMode(mode)) return 0;
  const damage = await trustedDamage(message);
  if (!damage) {
    notifyError("AUGMENTED.Card.Mismatch");
    return 0;
  }
  const targets = options.targets ?? damageTargets();
  if (targets.length === 0) {
    notifyWarn("AUGMENTED.Chat.NoTargets");
    return 0;
  }
  const amount = Math.floor(damage.total * DAMAGE_CARD_MODES[mode]);
  const type = mode === "healing" ? "healing" : damage.type;
  let applied = 0;
  for (const actor of targets) {
    const line = mode === "ongoing" ? { amount, type, ongoing: true } : { amount, type };
    // Through the host's own damage rules (the system's applyDamage, dnd5e's in the companion module).
    const result = await portOf(actor).applyDamage([line], { critical: damage.critical && mode !== "healing", source: message.uuid ?? undefined });
    if (result) applied += 1;
  }
  return applied;
}

/** "Applies to: …" for the viewing user's selection, as `damageTargets` will pick it at the click. */
export function selectionLine(): string {
  const names = damageTargets().map((actor) => actor.name ?? "");
  return names.length > 0 ? localize("AUGMENTED.Chat.AppliesTo", { targets: names.join(", ") }) : localize("AUGMENTED.Chat.AppliesToNone");
}

/**
 * Says on a damage card whom its buttons affect for the viewing user: the selected tokens, else the
 * targeted ones, else their character, as `damageTargets` will pick them when a button is clicked. Drawn when the
 * card is rendered (the selection may change after; the click uses the selection at that moment). `line`
 * replaces that text when the caller knows better (a healing card's recorded target, CY-HEAL-1); `warning` is
 * drawn above it as a warning of its own, so a GM cannot read past "the healer's target is gone".
 */
export function renderDamageCard(message: ChatMessage.Implementation, html: HTMLElement, override: { line?: string; warning?: string } = {}): void {
  if (!damageOf(message)) return;
  const buttons = html.querySelector(".chat-card__buttons");
  if (!buttons) return;
  // Ongoing damage (GA-IMM-1) is dealt when a turn comes round, which the GM runs: only a GM's card shows it, so a
  // player's four buttons still fit the sidebar.
  if (!game.user?.isGM) buttons.querySelector("[data-mode=ongoing]")?.remove();
  // The labels are short to fit the chat column ("Half", "Double"); each says in full what it does on hover.
  for (const button of buttons.querySelectorAll<HTMLElement>("[data-mode]")) button.dataset.tooltip = localize(`AUGMENTED.Chat.ApplyHint.${button.dataset.mode ?? ""}`);
  // The paragraphs are the card template's (templates/chat/card.hbs); their text is this viewer's.
  const warning = html.querySelector(".chat-card__warning");
  if (override.warning && warning) warning.textContent = override.warning;
  else warning?.remove();
  const note = html.querySelector(".chat-card__targets");
  if (note) note.textContent = override.line ?? selectionLine();
}
