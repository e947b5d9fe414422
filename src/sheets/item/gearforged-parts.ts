/**
 * The chassis, upgrade and consumable item sheets' own parts: their values as
 * words in play mode and inputs in Edit mode, which chassis values the rules give and which are GM defaults
 * (GC-CH-1), an upgrade's requirements and recorded choices, and what is wrong with older or module data,
 * flagged (never fixed here: data/item/gearforged/problems.ts).
 */
import { CONSUMABLE_KINDS } from "../../data/item/gearforged/problems";
import { UPGRADE_ACTIVATIONS, UPGRADE_KEYS } from "../../rules/gearforged";
import { itemSystemOf } from "../../data/system-of";
import { localize } from "../../utils/notify";
import { templatePath } from "../../constants";
import { registerItemTypePart } from "./type-parts";
import { upgradeName } from "../../data/item/gearforged/upgrade-name";
import { abilityLabel, choices, chosenText, problemTexts } from "./choices";

function options(table: Record<string, { label: string }>, chosen: Iterable<string>) {
  const set = new Set(chosen);
  const known = Object.entries(table).map(([value, entry]) => ({ value, label: localize(entry.label), selected: set.has(value) }));
  // A stored value the table does not know (older or module data) stays visible and chosen.
  const unknown = [...set].filter((value) => !(value in table)).map((value) => ({ value, label: value, selected: true }));
  return [...known, ...unknown];
}

/** The chosen labels in words; a stored value the table does not know shows as "—" (its problem line says why). */
function knownText(list: ReturnType<typeof options>, table: Record<string, unknown>): string {
  return list.filter((entry) => entry.selected && entry.value in table).map((entry) => entry.label).join(", ") || "—";
}

export function chassisContext(item: Item.Implementation) {
  const system = itemSystemOf(item, "chassis");
  // cast: the table read by a stored id string; an unknown id reads undefined.
  const sizes = CONFIG.AUGMENTED.sizes as Record<string, { label: string }>;
  // cast: the table read by a stored id string; an unknown id reads undefined.
  const languageTable = CONFIG.AUGMENTED.languages as Record<string, { label: string }>;
  const sizeOptions = options(sizes, [system.size]);
  const languageOptions = options(languageTable, system.languages.fixed);
  return {
    sizes: sizeOptions,
    languages: languageOptions,
    walk: system.walk ?? "",
    choices: system.languages.choices,
    // Play mode's words: never a stored key such as an unknown size.
    sizeText: knownText(sizeOptions, sizes),
    languagesText: [...system.languages.fixed].length ? [...system.languages.fixed].map((id) => (id in languageTable ? localize(languageTable[id].label) : id)).join(", ") : "—",
    // GC-CH-1: a value the rules do not give is the GM's default, marked by one small icon (gm-default.hbs).
    fromSeed: system.fromSeed,
    problems: problemTexts(system.problems),
  };
}

export function consumableContext(item: Item.Implementation) {
  const system = itemSystemOf(item, "consumable");
  const kinds = choices(CONSUMABLE_KINDS, (value) => `AUGMENTED.Consumable.KindName.${value}`, system.kind);
  return {
    kinds,
    kindText: chosenText(kinds) || "—",
    problems: problemTexts(system.problems),
  };
}

export function upgradeContext(item: Item.Implementation) {
  const system = itemSystemOf(item, "upgrade");
  const owner = item.actor;
  const named = (id: string | null | undefined) => (id ? (owner?.items.get(id)?.name ?? id) : "");
  // The recorded choices in words ("" when not made); the template labels them.
  const recorded = {
    weapon: named(system.choice.weaponId),
    offHandWeapon: named(system.choice.offHandWeaponId),
    armor: named(system.choice.armorId),
    ability: system.choice.ability ? localize(abilityLabel(system.choice.ability)) : "",
  };
  const activations = choices(UPGRADE_ACTIVATIONS, (value) => `AUGMENTED.Upgrade.ActivationKind.${value}`, system.activation);
  return {
    activations,
    activationLabel: chosenText(activations),
    // Edit mode picks the prerequisite by name (no stored key in a text box); a key the rules do not
    // know (module data) stays listed and chosen.
    prerequisites: [...new Set([...UPGRADE_KEYS, ...(system.prerequisite ? [system.prerequisite] : [])])]
      .filter((key) => key !== system.key)
      .map((key) => ({ value: key, label: upgradeName(key, owner), selected: key === system.prerequisite })),
    // "Requires Claw Arm", never the stored key.
    requires: system.prerequisite ? localize("AUGMENTED.Upgrade.Requires", { name: upgradeName(system.prerequisite, owner) }) : "",
    choice: recorded,
    hasChoice: Object.values(recorded).some((value) => value !== ""),
    problems: problemTexts(system.problems),
  };
}

/** Called once at init (the Gearforged feature's registration, src/features/gearforged.ts): its item types' parts. */
export function registerGearforgedSheetParts(): void {
  // The GM-default mark (one small icon with a tooltip) used inside the chassis part.
  registerItemTypePart("chassis", chassisContext, { partials: [templatePath("item/gm-default.hbs")] });
  registerItemTypePart("upgrade", upgradeContext, { uses: true });
  registerItemTypePart("consumable", consumableContext, { uses: true });
}
