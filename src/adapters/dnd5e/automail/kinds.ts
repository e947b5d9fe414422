/**
 * Automail's item kinds as dnd5e items (../item-model.ts): the port (AM-PORT-1; bought and placed, it does not act)
 * and the limb (AM-*; dnd5e's activities and uses, so a limb's own features act through dnd5e's pipeline).
 */
import type { KindSpec } from "../item-model";
import { PortData } from "../../../data/item/port";
import { AutomailData } from "../../../data/item/automail";

export const AUTOMAIL_KINDS: readonly KindSpec[] = [
  { kind: "port", shared: PortData },
  { kind: "automail", shared: AutomailData, activities: true, uses: true },
];
