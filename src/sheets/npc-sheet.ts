import { templatePath } from "../constants";
import { CHALLENGE_RATINGS, formatChallengeRating } from "../rules/core/challenge-rating";
import { formatModifier } from "../utils/format-modifier";
import { AugmentedActorSheet, changes } from "./actor/base-actor-sheet";
import { localize } from "../utils/notify";
import type { SheetRenderOptions } from "./sheet-base";
import { actorSystemOf } from "../data/system-of";
import { effectsContext } from "./actor/effects-view";

/** The CR select's choices, written as a stat block writes them ("1/8"). */
const CR_CHOICES = CHALLENGE_RATINGS.map((value) => ({ value, label: formatChallengeRating(value) }));

interface QuickAttack {
  name: string;
  bonus: number;
  damage: string;
  type: string;
}

/**
 * The npc sheet: one compact page a GM fills in a minute (CR, AC, HP, speeds, abilities, the skills that
 * matter, traits, quick attacks, DCs), in the same edit and play modes as the character sheet.
 */
export class NpcSheet extends AugmentedActorSheet {
  static override DEFAULT_OPTIONS = {
    classes: ["npc"],
    position: { width: 600, height: 720 },
    actions: {
      addAttack: NpcSheet.#addAttack,
      removeAttack: NpcSheet.#removeAttack,
      rollQuickAttack: NpcSheet.#rollQuickAttack,
    },
  };

  static override PARTS = {
    sheet: {
      template: templatePath("actor/npc/sheet.hbs"),
      templates: [
        templatePath("actor/character/abilities.hbs"),
        templatePath("actor/parts/skills.hbs"),
        templatePath("actor/parts/traits.hbs"),
        templatePath("actor/parts/items.hbs"),
        templatePath("actor/parts/save-dcs.hbs"),
        templatePath("actor/parts/cyborg-toggle.hbs"),
        templatePath("actor/parts/condition-chips.hbs"),
        templatePath("actor/parts/effects.hbs"),
      ],
      scrollable: [""],
    },
  };

  get #attacks(): QuickAttack[] {
    return actorSystemOf(this.actor, "npc").attacks;
  }

  override async _prepareContext(options: SheetRenderOptions): Promise<Record<string, unknown>> {
    const context = { ...(await super._prepareContext(options)), ...this.statsContext(), ...(await this.biographyContext()) };
    const cr = actorSystemOf(this.actor, "npc").details.cr;
    const editMode = context.editMode === true;
    // cast: the shared context (base-actor-sheet.ts) set these from the prepared model.
    const skills = context.skills as { proficiency: number; bonus: number }[];
    return {
      ...context,
      cr: formatChallengeRating(cr),
      crChoices: CR_CHOICES,
      // cast: the shared context (base-actor-sheet.ts) set these from the prepared model.
      proficiency: formatModifier(context.proficiency as number),
      // cast: the shared context's prepared initiative.
      initiativeMod: formatModifier((context.initiative as { mod: number }).mod),
      // Play mode lists only the skills the creature is trained in or has a bonus to, as a stat block does.
      skills: editMode ? skills : skills.filter((skill) => skill.proficiency > 0 || skill.bonus !== 0),
      attacks: this.#attacks.map((attack, index) => ({
        index,
        ...attack,
        bonusText: formatModifier(attack.bonus),
      })),
      items: await this.withSummaries(this.itemGroups(["weapon", "equipment", "feature"]).filter((group) => group.items.length > 0)),
      effects: effectsContext(this.actor, { editable: this.isEditable }),
    };
  }

  static async #addAttack(this: NpcSheet): Promise<void> {
    const attacks = this.#attacks.map((attack) => ({ ...attack }));
    attacks.push({ name: localize("AUGMENTED.Npc.NewAttack"), bonus: 0, damage: "1d6", type: "bludgeoning" });
    await this.actor.update(changes({ "system.attacks": attacks }));
  }

  static async #removeAttack(this: NpcSheet, _event: Event, target: HTMLElement): Promise<void> {
    const index = Number(target.closest<HTMLElement>("[data-attack-index]")?.dataset.attackIndex);
    if (!Number.isInteger(index)) return;
    const attacks = this.#attacks.filter((_, i) => i !== index).map((attack) => ({ ...attack }));
    await this.actor.update(changes({ "system.attacks": attacks }));
  }

  static async #rollQuickAttack(this: NpcSheet, event: Event, target: HTMLElement): Promise<void> {
    const index = Number(target.closest<HTMLElement>("[data-attack-index]")?.dataset.attackIndex);
    if (Number.isInteger(index)) await this.workflows.rollQuickAttack?.(index, { event });
  }
}
