/**
 * Machine Speech (GF-SP-1, GC-SP-1) as a dnd5e language: dnd5e knows only its own (`CONFIG.DND5E.languages`, its
 * standard and rare groups: module/config.mjs:3910 at release-5.3.3), and a species' Trait advancement grants a
 * language by its key in that tree (`languages:exotic:machine`). Added to the rare group at init, where dnd5e's
 * language pickers and trait labels read it; its label is the module's string, which dnd5e localizes.
 */

/** The language's key, its place in dnd5e's tree, and its label. */
export const MACHINE_SPEECH = { key: "machine", group: "exotic", label: "AUGMENTED.Language.machine" } as const;

/** dnd5e's language tree, the part touched here. */
interface LanguageGroup {
  children?: Record<string, unknown>;
}

/** At init (the Gearforged line on): Machine Speech among dnd5e's rare languages, unless something put it there. */
export function registerMachineSpeech(): void {
  // cast: dnd5e's CONFIG, which the core types do not declare; read structurally.
  const languages = (CONFIG as { DND5E?: { languages?: Record<string, LanguageGroup | undefined> } }).DND5E?.languages;
  const group = languages?.[MACHINE_SPEECH.group];
  if (!group) return;
  group.children ??= {};
  group.children[MACHINE_SPEECH.key] ??= MACHINE_SPEECH.label;
}
