/**
 * `foundry.applications.apps.FilePicker` (https://foundryvtt.com/api/v13/classes/foundry.applications.apps.FilePicker.html),
 * reduced to what sheets use: `new FilePicker.implementation({current, type, callback})` and `browse()`. No file
 * system: a browsed picker is listed in `FilePicker.opened`; a test picks a file for the user with `pick(path)`,
 * which calls the callback as choosing a file in the real picker does.
 */
import type { PlainObject } from "./utils";

export interface FilePickerOptions {
  current?: string;
  type?: string;
  callback?: (path: string, picker: FilePicker) => unknown;
  [option: string]: unknown;
}

export class FilePicker {
  /** Pickers browsed and not yet answered, oldest first. */
  static opened: FilePicker[] = [];

  static get implementation(): typeof FilePicker {
    return this;
  }

  readonly options: FilePickerOptions;
  readonly current: string;
  readonly type: string;

  constructor(options: FilePickerOptions = {}) {
    this.options = options;
    this.current = options.current ?? "";
    this.type = options.type ?? "any";
  }

  async browse(_target?: string, _options: PlainObject = {}): Promise<this> {
    FilePicker.opened.push(this);
    return this;
  }

  async render(): Promise<this> {
    return this.browse();
  }

  /** The user chooses `path`: the picker closes and its callback runs. */
  async pick(path: string): Promise<void> {
    FilePicker.opened = FilePicker.opened.filter((p) => p !== this);
    await this.options.callback?.(path, this);
  }
}
