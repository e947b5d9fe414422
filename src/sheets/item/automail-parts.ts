/**
 * The automail limb and port item sheets' own parts: what the limb is, where it is and how it
 * is doing as words in play mode; what it is and adds as fields in Edit mode. Where it is, its integrity and its
 * acclimation change only through the automail workflows (attach, detach, build on, repair, the checks), so
 * they stay words in both modes; the Automail tab of the character sheet has the buttons for them.
 */
import { PORT_PRICES_GP } from "../../rules/automail";
import { itemSystemOf } from "../../data/system-of";
import { formatSpan } from "../../utils/span";
import { localize } from "../../utils/notify";
import { formatModifier } from "../../utils/format-modifier";
import { registerItemTypePart } from "./type-parts";
import { isItemOfKind } from "../../data/item/kinds";
import { noticeText } from "../actor/automail";
import { finiteOrZero } from "../../data/shared/finite";

/** Where the limb is, for the template to word: its mode, the site it is built on, the port it is on (by name). */
function where(item: Item.Implementation) {
  const { location } = itemSystemOf(item, "automail");
  const port = location.mode === "port" && location.portId ? item.actor?.items.get(location.portId) : undefined;
  return { mode: location.mode, site: location.site, port: port?.name ?? "" };
}

/** The integrated weapon's attack bonus as the limb attack rolls it (ability mod + PB + bonus); "" unowned. */
function toHit(item: Item.Implementation, weapon: { ability: string | null; bonus: number }): string {
  const actor = item.actor;
  if (!actor) return "";
  // cast: the character and npc models' prepared ability modifiers and proficiency bonus, read structurally.
  const system = actor.system as unknown as { abilities?: Record<string, { mod?: unknown }>; attributes?: { prof?: unknown } };
  return formatModifier(finiteOrZero(system.abilities?.[weapon.ability ?? "str"]?.mod) + finiteOrZero(system.attributes?.prof) + weapon.bonus);
}

export function automailContext(item: Item.Implementation) {
  const system = itemSystemOf(item, "automail");
  const weapon = system.adds.weapon;
  const entry = system.acclimationEntry;
  const now = game.time?.worldTime ?? 0;
  const failedUntil = system.acclimation.failedUntil;
  return {
    where: where(item),
    integrity: system.integrity,
    // AM-ACC-1: its check stated once, with how long a failure lasts.
    acclimation: localize("AUGMENTED.Item.Limb.AcclimationText", { dc: entry.dc, span: formatSpan(entry.failureSeconds) }),
    accustomed: item.actor ? system.accustomed : null,
    running: failedUntil !== null && failedUntil > now ? localize("AUGMENTED.Automail.Sheet.Running", { remaining: formatSpan(failedUntil - now) }) : "",
    notice: noticeText(system.state),
    weapon: weapon.formula.trim() === ""
      ? null
      : { toHit: toHit(item, weapon), formula: weapon.formula, type: weapon.damageType },
    // Ids: the template words them (the damage type above too).
    problems: system.dataIssues,
    // The GM's flaw text (AM-FLAW-1) is edited by the GM only.
    flawsEditable: game.user?.isGM === true,
  };
}

export function portContext(item: Item.Implementation) {
  const system = itemSystemOf(item, "port");
  const occupant = item.actor?.items.find((other) => isItemOfKind(other, "automail") && itemSystemOf(other, "automail").location.portId === item.id);
  return {
    price: PORT_PRICES_GP[system.state.kind],
    holds: item.actor ? (occupant?.name ?? localize("AUGMENTED.Automail.Sheet.PortFree")) : "",
    // Ids: the template words them.
    problems: system.dataIssues,
  };
}

/** Called once at init (the Automail feature's registration, src/features/automail.ts): the limb's and the port's parts. */
export function registerAutomailSheetParts(): void {
  registerItemTypePart("automail", automailContext, { uses: true });
  registerItemTypePart("port", portContext);
}
