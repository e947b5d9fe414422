/**
 * `foundry.applications.apps.DocumentSheetConfig.registerSheet/unregisterSheet`
 * (https://foundryvtt.com/api/v13/classes/foundry.applications.apps.DocumentSheetConfig.html): the same
 * registry as `Actors.registerSheet`, addressed by document class.
 */
import type { SheetRegistration } from "./client";
import { currentClient } from "./runtime";

type Named = { documentName: string };

export class DocumentSheetConfig {
  static registerSheet(documentClass: Named, scope: string, sheetClass: SheetRegistration["cls"], options: Partial<SheetRegistration> & { types?: string[]; makeDefault?: boolean } = {}): void {
    currentClient().registerSheet(documentClass.documentName, scope, sheetClass, options);
  }

  static unregisterSheet(documentClass: Named, scope: string, sheetClass: SheetRegistration["cls"], options: { types?: string[] } = {}): void {
    currentClient().unregisterSheet(documentClass.documentName, scope, sheetClass, options);
  }
}
