/**
 * Turns what Foundry v13's FormDataExtended reads from a sheet's checkboxes into clean values before the update.
 *
 * v13 reads a checkbox with a `value` attribute as that value when checked and `null` when not, one without a
 * `value` as true/false, and boxes sharing a name as an array with one entry per box (foundryvtt/foundryvtt#7819:
 * `[false, true, "hello", null, 4, null]`). So a group of boxes (`system.properties`) arrives with `null` holes,
 * and a lone box with a value (`value="1" data-dtype="Number"`) arrives as `null` when cleared. dnd5e filters these
 * in its sheets' `_processFormData`; so do we: a group becomes the list of the checked values, a lone box with a
 * value becomes its `data-unchecked` value (cast like the box) when cleared.
 */

type Fields = Record<string, unknown>;

function cast(value: string, dtype: string | undefined): unknown {
  if (dtype === "Number") return value.trim() === "" ? null : Number(value);
  if (dtype === "Boolean") return value === "true";
  return value;
}

/** Cleans `data` (FormDataExtended#object, flat keys) in place, from the checkboxes of `form`. */
export function cleanCheckboxData(form: HTMLFormElement, data: Fields): Fields {
  const boxes = new Map<string, HTMLInputElement[]>();
  for (const box of form.querySelectorAll<HTMLInputElement>("input[type=checkbox][name]")) {
    if (!(box.name in data)) continue;
    const list = boxes.get(box.name) ?? [];
    list.push(box);
    boxes.set(box.name, list);
  }
  for (const [name, list] of boxes) {
    const value = data[name];
    if (list.length > 1 && Array.isArray(value)) data[name] = value.filter((entry) => entry !== null);
    else if (list.length === 1 && value === null) {
      const box = list[0]!;
      const off = box.dataset.unchecked;
      data[name] = off === undefined ? false : cast(off, box.dataset.dtype);
    }
  }
  return data;
}

/**
 * What `_processFormData` receives as its third argument (the part the sheets' form steps read, ./range-refusal.ts):
 * a narrow type, because the narrow sheet base (./sheet-base.ts) omits
 * DocumentSheetV2's form steps and their FormDataExtended.
 */
export interface FormDataLike {
  object: Fields;
}
