/**
 * Namespace entries of the applications, dice, chat, combat and dialog parts, kept apart so namespace.ts
 * stays readable.
 */
import { ApplicationV2 } from "./application";
import { ChatMessage } from "./chat";
import { Combat, Combatant } from "./combat";
import { ActorDelta, Scene, TokenDocument } from "./scene";
import { DialogV2 } from "./dialog";
import { ActorSheetV2, DocumentSheetV2, ItemSheetV2 } from "./document-sheet";
import { FormDataExtended } from "./form-data";
import { proseMirrorElementClass } from "./prose-mirror";
import { FilePicker } from "./file-picker";
import { getTemplate, Handlebars, loadTemplates, renderTemplate } from "./handlebars";
import { HandlebarsApplicationMixin } from "./handlebars-application";
import { Roll } from "./roll";
import { Die, FunctionTerm, NumericTerm, OperatorTerm, ParentheticalTerm, RollTerm, StringTerm } from "./roll-terms";
import { DocumentSheetConfig } from "./sheet-config";
import { TextEditor } from "./text-editor";

export function extraNamespace(): Record<string, unknown> {
  return {
    applications: {
      api: { ApplicationV2, HandlebarsApplicationMixin, DocumentSheetV2, DialogV2 },
      sheets: { ActorSheetV2, ItemSheetV2 },
      handlebars: { renderTemplate, loadTemplates, getTemplate },
      ux: { TextEditor, FormDataExtended },
      apps: { DocumentSheetConfig, FilePicker },
      elements: { HTMLProseMirrorElement: proseMirrorElementClass() },
    },
    documents: {
      ChatMessage, Combat, Combatant, BaseChatMessage: ChatMessage, BaseCombat: Combat, BaseCombatant: Combatant,
      Scene, TokenDocument, ActorDelta, BaseScene: Scene, BaseToken: TokenDocument, BaseActorDelta: ActorDelta,
    },
    dice: { Roll, terms: { Die, NumericTerm, OperatorTerm, ParentheticalTerm, FunctionTerm, StringTerm, RollTerm } },
  };
}

export function extraGlobals(): Record<string, unknown> {
  return {
    Handlebars, renderTemplate, loadTemplates, getTemplate, TextEditor, FormDataExtended, DocumentSheetConfig, FilePicker,
    Roll, Die, ChatMessage, Combat, Combatant, Scene, TokenDocument, ActorDelta,
  };
}
