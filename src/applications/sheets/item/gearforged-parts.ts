/**
 * The chassis and upgrade item sheets' own parts (issue 13 item 1): their values as inputs (disabled when the
 * sheet is not editable), which chassis values come from a seed and which are GM defaults (GC-CH-1), an
 * upgrade's requirements and recorded choices, and what is wrong with older or module data, flagged (never
 * fixed here: data/item/gearforged/problems.ts).
 */
import { problemKeys } from "../../../data/item/gearforged/problems";
import { UPGRADE_ACTIVATIONS } from "../../../rules/gearforged";
import { itemSystemOf } from "../../../data/system-of";
import { localize } from "../../../utils/notify";

function options(table: Record<string, { label: string }>, chosen: Iterable<string>) {
  const set = new Set(chosen);
  const known = Object.entries(table).map(([value, entry]) => ({ value, label: localize(entry.label), selected: set.has(value) }));
  // A stored value the table does not know (older or module data) stays visible and chosen.
  const unknown = [...set].filter((value) => !(value in table)).map((value) => ({ value, label: value, selected: true }));
  return [...known, ...unknown];
}

export function chassisContext(item: Item.Implementation) {
  const system = itemSystemOf(item, "chassis");
  const seed = (fromSeed: boolean) => localize(fromSeed ? "AUGMENTED.Chassis.FromSeed" : "AUGMENTED.Chassis.GmDefault");
  return {
    sizes: options(CONFIG.AUGMENTED.sizes as Record<string, { label: string }>, [system.size]),
    languages: options(CONFIG.AUGMENTED.languages as Record<string, { label: string }>, system.languages.fixed),
    walk: system.walk ?? "",
    choices: system.languages.choices,
    sources: {
      size: { fromSeed: system.fromSeed.size, label: seed(system.fromSeed.size) },
      languages: { fromSeed: system.fromSeed.languages, label: seed(system.fromSeed.languages) },
      walk: { fromSeed: system.fromSeed.walk, label: seed(system.fromSeed.walk) },
    },
    problems: problemKeys(system.problems).map((key) => localize(key)),
  };
}

export function upgradeContext(item: Item.Implementation) {
  const system = itemSystemOf(item, "upgrade");
  const owner = item.actor;
  const named = (id: string | null | undefined) => (id ? (owner?.items.get(id)?.name ?? id) : "");
  const choices = [
    { label: localize("AUGMENTED.Upgrade.Weapon"), value: named(system.choice.weaponId) },
    { label: localize("AUGMENTED.Upgrade.OffHandWeapon"), value: named(system.choice.offHandWeaponId) },
    { label: localize("AUGMENTED.Upgrade.Armor"), value: named(system.choice.armorId) },
    {
      label: localize("AUGMENTED.Upgrade.Ability"),
      value: system.choice.ability ? localize(CONFIG.AUGMENTED.abilities[system.choice.ability as keyof typeof CONFIG.AUGMENTED.abilities]?.label ?? system.choice.ability) : "",
    },
  ].filter((choice) => choice.value !== "");
  const activation = UPGRADE_ACTIVATIONS.find((value) => value === system.activation);
  return {
    activations: UPGRADE_ACTIVATIONS.map((value) => ({ value, label: localize(`AUGMENTED.Upgrade.ActivationKind.${value}`), selected: value === system.activation })),
    activationLabel: activation ? localize(`AUGMENTED.Upgrade.ActivationKind.${activation}`) : "",
    // "Requires Claw Arm" (issue 28), never the stored key.
    requires: system.prerequisite ? localize("AUGMENTED.Upgrade.Requires", { name: upgradeName(system.prerequisite, owner) }) : "",
    choices,
    problems: problemKeys(system.problems).map((key) => localize(key)),
  };
}

/**
 * An upgrade's name from its key: the owner's upgrade with that key, else the world's, else the key in words
 * ("clawArm" → "Claw Arm"), so a key is never shown as it is stored.
 */
function upgradeName(key: string, owner: Actor.Implementation | null | undefined): string {
  const withKey = (items: Iterable<{ type: string; name: string; system: unknown }> | undefined) => {
    // cast: only an upgrade's system is read, and an upgrade's system has its `key` (data/item/gearforged).
    for (const item of items ?? []) if (item.type === "upgrade" && (item.system as { key?: unknown }).key === key) return item.name;
    return null;
  };
  return withKey(owner?.items) ?? withKey(game.items) ?? key.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/^./, (c) => c.toUpperCase());
}
