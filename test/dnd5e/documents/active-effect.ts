/**
 * `ActiveEffect5e#apply`, the part the stand-in needs (release-5.3.3 `module/documents/active-effect.mjs:197`):
 * a change to one of the derived formula keys (`FORMULA_FIELDS` :44, e.g. `system.attributes.ac.bonus`,
 * `system.attributes.ac.min`), which no schema field holds, is applied through a FormulaField (`applyField`
 * below 14, `applyChangeField` from 14, :205-210); every other change as core's.
 */
import { ActiveEffect } from "../../foundry/active-effect";
import type { Document } from "../../foundry/document";
import { standInGeneration } from "../../foundry/generation";
import type { PlainObject } from "../../foundry/utils";
import { FormulaField } from "../data/formula-field";

export const FORMULA_FIELDS = new Set(["system.attributes.ac.bonus", "system.attributes.ac.min"]);

type Change = Parameters<ActiveEffect["apply"]>[1];

export class ActiveEffect5e extends ActiveEffect {
  override apply(actor: Document, change: Change): PlainObject {
    if (!FORMULA_FIELDS.has(change.key)) return super.apply(actor, change);
    const field = new FormulaField();
    const cls = this.constructor as typeof ActiveEffect;
    const value = standInGeneration() >= 14
      ? cls.applyChangeField(actor, { key: change.key, value: change.value, type: change.type ?? "add", phase: change.phase ?? "initial", priority: change.priority }, { field })
      : cls.applyField(actor, change, field);
    return { [change.key]: value };
  }
}
