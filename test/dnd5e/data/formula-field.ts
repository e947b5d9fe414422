/**
 * dnd5e's FormulaField (release-5.3.3 `module/data/fields/formula-field.mjs`): a string field whose Active Effect
 * changes combine as formulas — ADD `"<value> + <delta>"` (a leading sign of the delta becomes the operator; an
 * empty value takes the delta), MULTIPLY `"<value> * <delta>"` (parenthesised when compound), UPGRADE
 * `max(<value>, <delta>)`; the delta trimmed (`_castChangeDelta`). Used for the bonus formulas of the actor models
 * and, through ActiveEffect5e, for derived formula keys such as `system.attributes.ac.bonus`.
 */
import { StringField, type DataFieldOptions } from "../../foundry/fields";
import { Roll } from "../../foundry/roll";

export class FormulaField extends StringField {
  constructor(options: DataFieldOptions = {}) {
    super({ required: true, blank: true, initial: "", ...options });
  }

  override _castChangeDelta(raw: string): unknown {
    return String(raw).trim();
  }

  override _applyChangeAdd(value: unknown, delta: unknown): unknown {
    const text = String(delta);
    if (!value) return text;
    const operator = text.startsWith("-") ? "-" : "+";
    return `${String(value)} ${operator} ${text.replace(/^[+-]/, "").trim()}`;
  }

  override _applyChangeMultiply(value: unknown, delta: unknown): unknown {
    if (!value) return value;
    const wrap = (f: string): string => (new Roll(f).terms.length > 1 ? `(${f})` : f);
    return `${wrap(String(value))} * ${wrap(String(delta))}`;
  }

  override _applyChangeUpgrade(value: unknown, delta: unknown): unknown {
    if (!value) return delta;
    return `max(${String(value)}, ${String(delta)})`;
  }
}
