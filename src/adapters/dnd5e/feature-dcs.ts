/**
 * CY-DC-1 in a dnd5e world: the class feature save DCs of a dnd5e 5.3 character, the DCs its classes' features
 * actually use (docs/dnd5e-module.md, "Class feature save DCs", cites dnd5e for each step):
 * - the spellcasting DC of each spellcasting class (`actor.spellcastingClasses`, each class's merged
 *   `spellcasting.{ability, save}`, as dnd5e's character sheet lists them), and of the actor's spellcasting ability
 *   (`attributes.spellcasting`, which a feature's "spellcasting" calculation resolves to);
 * - the prepared DC of every save activity of the character's class and subclass features (feat items of
 *   `system.type.value` "class"): an ability calculation, "spellcasting", or a formula (its computed value).
 * dnd5e computes every ability-based DC as that ability's `dc` (8 + PB + mod + the spell DC bonus), so DCs of the
 * same ability are one DC, `ability.<id>`, labelled with what uses it; a formula DC is one per value, named by the
 * first feature that uses it (`formula.<item id>.<activity id>`). A character without levels has none.
 */
import type { AbilityId } from "../../rules/core/abilities";
import type { FeatureSaveDc } from "../../rules/cyborg/save-dc";
import { MAX_SAVE_DC } from "../../rules/core/feature-dc";
import { localize } from "../../utils/notify";

/** The slice of a dnd5e 5.3 save activity the DCs are read from (module/data/activity/save-data.mjs:30-36, :110). */
interface Dnd5eSaveActivity {
  id?: string;
  type?: string;
  save?: { dc?: { calculation?: string; value?: number } };
}

/** The slice of a dnd5e 5.3 item the DCs are read from. */
interface Dnd5eItemView {
  id: string | null;
  name: string;
  type: string;
  system: { type?: { value?: string }; activities?: { values(): Iterable<Dnd5eSaveActivity> } };
  spellcasting?: { ability?: string; save?: number } | null;
}

/** The slice of a dnd5e 5.3 actor the DCs are read from. */
export interface Dnd5eDcActor {
  items: Iterable<unknown>;
  spellcastingClasses?: Record<string, unknown>;
  system: { abilities?: Partial<Record<string, { dc?: number }>>; attributes?: { spellcasting?: string }; details?: { level?: number } };
}

/** Names shown in a label before "and N more". */
const NAMES_SHOWN = 2;

function isAbility(id: string | undefined, abilities: Dnd5eDcActor["system"]["abilities"]): id is AbilityId {
  return typeof id === "string" && id !== "" && typeof abilities?.[id]?.dc === "number";
}

function uses(names: readonly string[]): string {
  if (names.length <= NAMES_SHOWN) return names.join(", ");
  return localize("AUGMENTED.Dnd5e.Dc.more", { names: names.slice(0, NAMES_SHOWN).join(", "), count: String(names.length - NAMES_SHOWN) });
}

/** The actor's class and subclass features (dnd5e's feature type "class", module/config.mjs:1801-1805). */
function classFeatures(actor: Dnd5eDcActor): Dnd5eItemView[] {
  // cast: the actor's items are dnd5e Item5e documents; the view is read defensively below.
  return [...actor.items].map((item) => item as Dnd5eItemView).filter((item) => item.type === "feat" && item.system?.type?.value === "class");
}

/** The character's class feature save DCs, in dnd5e's order: spellcasting first, then the features'. */
export function dnd5eFeatureDcs(actor: Dnd5eDcActor): FeatureSaveDc[] {
  const abilities = actor.system.abilities;
  const byAbility = new Map<AbilityId, string[]>();
  const addUse = (ability: AbilityId, name: string) => {
    const names = byAbility.get(ability) ?? [];
    if (!names.includes(name)) names.push(name);
    byAbility.set(ability, names);
  };
  // cast: dnd5e's spellcasting classes are class Item5e documents (actor.mjs:128).
  const casters = Object.values(actor.spellcastingClasses ?? {}).map((item) => item as Dnd5eItemView);
  for (const cls of casters) {
    const ability = cls.spellcasting?.ability;
    if (isAbility(ability, abilities)) addUse(ability, localize("AUGMENTED.Dnd5e.Dc.spellcasting", { class: cls.name }));
  }
  const casting = actor.system.attributes?.spellcasting;
  if (isAbility(casting, abilities) && !byAbility.has(casting)) addUse(casting, localize("AUGMENTED.Dnd5e.Dc.spellcastingAbility"));
  const formulas = new Map<number, FeatureSaveDc>();
  for (const feature of classFeatures(actor)) {
    for (const activity of feature.system.activities?.values() ?? []) {
      if (activity.type !== "save") continue;
      const calculation = activity.save?.dc?.calculation ?? "";
      const ability = calculation === "spellcasting" ? casting : calculation;
      if (isAbility(ability, abilities)) {
        addUse(ability, feature.name);
        continue;
      }
      // A formula, or "spellcasting" without a spellcasting ability: dnd5e's computed value; 0 means no DC.
      const value = activity.save?.dc?.value;
      // A formula is the player's to write: a DC above what the rules can give (MAX_SAVE_DC) is no DC at all.
      if (typeof value === "number" && Number.isFinite(value) && value > 0 && value <= MAX_SAVE_DC && !formulas.has(value)) {
        formulas.set(value, { id: `formula.${feature.id ?? ""}.${activity.id ?? ""}`, label: localize("AUGMENTED.Dnd5e.Dc.fixed", { feature: feature.name }), dc: value });
      }
    }
  }
  const out: FeatureSaveDc[] = [...byAbility].map(([ability, names]) => ({
    id: `ability.${ability}`,
    label: localize("AUGMENTED.Dnd5e.Dc.ability", { ability: localize(`AUGMENTED.Ability.${ability}.long`), uses: uses(names) }),
    dc: abilities?.[ability]?.dc ?? 0,
  }));
  return [...out, ...formulas.values()];
}
