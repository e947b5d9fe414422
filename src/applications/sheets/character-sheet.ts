import { ABILITY_IDS } from "../../rules/core/abilities";
import { templatePath } from "../../constants";
import { AUGMENTED } from "../../config";
import { formatModifier } from "../format";

import { ActorSheetBase, type SheetRenderOptions } from "./sheet-base";

/** One ability row as the template shows it. */
interface AbilityView {
  id: string;
  label: string;
  abbreviation: string;
  score: number;
  modifier: string;
  name: string;
}

interface CharacterSheetContext {
  actor: Actor.Implementation;
  editable: boolean;
  abilities: AbilityView[];
  level: number;
  proficiency: string;
  hp: { value: number; max: number; temp: number };
}

/**
 * The character sheet (ApplicationV2). It reads prepared data and writes through the form: every input is
 * named by its data path, so a change submits `actor.update()` and Foundry re-renders with new derived values.
 */
export class CharacterSheet extends ActorSheetBase {
  static override DEFAULT_OPTIONS = {
    classes: ["augmented", "sheet", "actor", "character"],
    position: { width: 640, height: 720 },
    window: { resizable: true },
    form: { submitOnChange: true },
  };

  static override PARTS = {
    header: { template: templatePath("actor/character/header.hbs") },
    abilities: { template: templatePath("actor/character/abilities.hbs") },
  };

  override async _prepareContext(options: SheetRenderOptions): Promise<Record<string, unknown> & CharacterSheetContext> {
    const base = await super._prepareContext(options);
    const actor = this.actor;
    const system = actor.system as CharacterSystem;
    const abilities = ABILITY_IDS.map((id) => ({
      id,
      label: game.i18n!.localize(AUGMENTED.abilities[id].label),
      abbreviation: game.i18n!.localize(AUGMENTED.abilities[id].abbreviation),
      score: system.abilities[id].value,
      modifier: formatModifier(system.abilities[id].mod),
      name: `system.abilities.${id}.value`,
    }));
    return {
      ...base,
      actor,
      editable: this.isEditable,
      abilities,
      level: system.details.level,
      proficiency: formatModifier(system.attributes.prof),
      hp: { ...system.attributes.hp },
    };
  }
}

/** The character's prepared system data as the sheet reads it. */
type CharacterSystem = import("../../data/actor/character").CharacterData;
