/**
 * The write guard (HP ≤ max, numbers in range: src/documents/write-guard.ts) on a sheet's form, before Foundry's
 * form validation can clean it. v13's DocumentSheetV2 builds the update in `_prepareSubmitData`:
 * `_processFormData` first, then the document validates the submitted data with cleaning, and NumberField
 * cleaning clamps into `min`..`max` (foundryvtt/foundryvtt#12487), so a typed -3 HP would reach `update()` as 0, and a
 * typed HP above the maximum would fail joint validation with no message. So the same check runs on the processed
 * form data: an error naming the value, nothing written (the submission becomes empty and is not sent), and the
 * sheet rendered again so the field shows the stored value.
 */
import { refuseUpdate } from "../documents/write-guard";
import { type FormDataLike, cleanCheckboxData } from "./form-data";

type Fields = Record<string, unknown>;

interface Submitting {
  readonly document: { system: unknown; render?(force?: boolean): unknown };
  _processFormData(event: Event | null, form: HTMLFormElement, formData: FormDataLike): Fields;
  _processSubmitData(event: Event | null, form: HTMLFormElement, submitData: Fields, options?: object): Promise<void>;
}

/**
 * A sheet class whose form cleans v13's checkbox values first (./form-data.ts), then refuses out-of-range numbers
 * (see the file comment). `Base` is one of Foundry's sheet classes, seen through the narrow view of sheet-base.ts.
 */
export function withFormChecks<TBase extends abstract new (...args: never[]) => object>(Base: TBase): TBase {
  // cast: Foundry's DocumentSheetV2 declares these form steps; the narrow view of sheet-base.ts omits them.
  const Processing = Base as unknown as new (...args: never[]) => Submitting;
  class FormChecks extends Processing {
    override _processFormData(event: Event | null, form: HTMLFormElement, formData: FormDataLike): Fields {
      cleanCheckboxData(form, formData.object);
      const data = super._processFormData(event, form, formData);
      return refuseUpdate(this.document, data) ? {} : data;
    }

    override async _processSubmitData(event: Event | null, form: HTMLFormElement, submitData: Fields, options?: object): Promise<void> {
      // A refused form (above) leaves nothing to write.
      if (Object.keys(submitData).length === 0) return;
      return super._processSubmitData(event, form, submitData, options);
    }
  }
  // cast: the same class with two form steps overridden; its static side (DEFAULT_OPTIONS, PARTS) is Base's.
  return FormChecks as unknown as TBase;
}
