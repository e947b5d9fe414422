/**
 * `foundry.applications.ux.FormDataExtended` (https://foundryvtt.com/api/v13/classes/foundry.applications.ux.FormDataExtended.html):
 * a form read into a flat object of typed values. A checkbox with a `value` attribute gives that value (cast by
 * its dtype) when checked and null when not; one without gives true/false; boxes sharing a name give an array
 * with one entry per box, in order (foundryvtt issue 7819: `[false, true, "hello", null, 4, null]`). Number and
 * range inputs give numbers (null when empty),
 * `data-dtype` ("Number", "Boolean", "JSON", "String") casts, multiple selects give arrays, disabled fields
 * are skipped unless `{disabled: true}`, buttons are ignored. An `<img data-edit="path">` gives its `src` under
 * that path (what the `editImage` action changes before it submits the form). A `<prose-mirror name>` element
 * (form-associated, ./prose-mirror.ts) gives its `value`, the HTML string.
 */
import type { PlainObject } from "./utils";
import type { ProseMirrorLike } from "./prose-mirror";

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export class FormDataExtended {
  readonly form: HTMLFormElement;
  readonly object: PlainObject = {};
  readonly dtypes: Record<string, string> = {};

  constructor(form: HTMLFormElement, { disabled = false, readonly = true, dtypes = {} }: { disabled?: boolean; readonly?: boolean; dtypes?: Record<string, string>; editors?: PlainObject } = {}) {
    this.form = form;
    Object.assign(this.dtypes, dtypes);
    this.process(disabled, readonly);
  }

  private process(includeDisabled: boolean, includeReadonly: boolean): void {
    for (const editor of Array.from(this.form.querySelectorAll<ProseMirrorLike>("prose-mirror[name]"))) {
      if (editor.disabled && !includeDisabled) continue;
      this.object[editor.name] = editor.value;
    }
    const fields = Array.from(this.form.querySelectorAll<Field>("input[name], select[name], textarea[name]"));
    const checkboxCounts = new Map<string, number>();
    for (const f of fields) if (f instanceof HTMLInputElement && f.type === "checkbox") checkboxCounts.set(f.name, (checkboxCounts.get(f.name) ?? 0) + 1);
    for (const field of fields) {
      const name = field.name;
      if (!name) continue;
      if (field.disabled && !includeDisabled) continue;
      if ((field as HTMLInputElement).readOnly && !includeReadonly) continue;
      if (field instanceof HTMLInputElement && ["button", "submit", "reset", "image", "file"].includes(field.type)) continue;
      const dtype = this.dtypes[name] ?? field.dataset.dtype;
      if (field instanceof HTMLInputElement && field.type === "checkbox") {
        const value = field.hasAttribute("value") ? (field.checked ? cast(field.value, dtype) : null) : field.checked;
        if ((checkboxCounts.get(name) ?? 0) > 1) {
          const list = Array.isArray(this.object[name]) ? (this.object[name] as unknown[]) : [];
          list.push(value);
          this.object[name] = list;
        } else this.object[name] = value;
        continue;
      }
      if (field instanceof HTMLInputElement && field.type === "radio") {
        if (field.checked) this.object[name] = cast(field.value, dtype);
        else if (!(name in this.object)) this.object[name] = null;
        continue;
      }
      if (field instanceof HTMLSelectElement && field.multiple) {
        this.object[name] = Array.from(field.options).filter((o) => o.selected).map((o) => cast(o.value, dtype));
        continue;
      }
      const numeric = field instanceof HTMLInputElement && (field.type === "number" || field.type === "range");
      this.object[name] = cast(field.value, dtype ?? (numeric ? "Number" : undefined));
    }
    // Editable images (`<img data-edit="img">`, changed by the sheet's `editImage` action) submit their `src`.
    for (const img of Array.from(this.form.querySelectorAll<HTMLImageElement>("img[data-edit]"))) {
      if (img.hasAttribute("disabled") && !includeDisabled) continue;
      const name = img.dataset.edit;
      if (name) this.object[name] = img.getAttribute("src") ?? "";
    }
  }

  get(name: string): unknown {
    return this.object[name];
  }

  has(name: string): boolean {
    return name in this.object;
  }

  set(name: string, value: unknown): void {
    this.object[name] = value;
  }

  delete(name: string): void {
    delete this.object[name];
  }
}

function cast(value: string, dtype: string | undefined): unknown {
  switch (dtype) {
    case "Number":
      return value.trim() === "" ? null : Number(value);
    case "Boolean":
      return value === "true" || value === "on";
    case "JSON":
      return value ? (JSON.parse(value) as unknown) : null;
    default:
      return value;
  }
}
