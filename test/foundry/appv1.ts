/**
 * `foundry.appv1.sheets.ActorSheet` / `ItemSheet` placeholders: Foundry's core (v1) sheets, registered as the
 * defaults until a system unregisters them. The stand-in does not render Application v1.
 */
import type { AppLike, Document } from "./document";
import { randomID } from "./utils";

class V1Placeholder implements AppLike {
  readonly id = randomID();
  readonly document: Document;
  rendered = false;

  constructor(options: { document: Document }) {
    this.document = options.document;
  }

  render(): never {
    throw new Error(`${this.constructor.name} (Application v1) cannot be rendered by the Foundry stand-in: register an ApplicationV2 sheet`);
  }

  async close(): Promise<void> {}
}

export class ActorSheet extends V1Placeholder {}
export class ItemSheet extends V1Placeholder {}
export class Application extends V1Placeholder {}
