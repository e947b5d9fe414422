/**
 * Boot is clean: no stored document failed validation (v13 keeps those in each world collection's
 * `invalidDocumentIds` instead of loading them), no compatibility warning was raised while the system loaded,
 * and none is raised while every actor and item type is created, its sheet rendered and closed, and deleted,
 * with `CONFIG.compatibility` at its error level where the runner has one.
 */
import { equal, ok, same } from "./assert";
import { defineScenario } from "./harness";
import { createActor, createItem, openSheet } from "./support";

/** The system's subtypes of a document (the keys of `CONFIG.<Document>.dataModels`). */
function subtypes(config: { dataModels: unknown }): string[] {
  // cast: dataModels maps each registered subtype to its model class.
  return Object.keys(config.dataModels as Record<string, unknown>);
}

export default defineScenario({
  id: "boot-clean",
  title: "the system boots with no invalid documents and no compatibility warnings",
  proves: "issue 9 item 4 (boot); docs/ARCHITECTURE.md, Build",
  async run(h) {
    same(h.bootWarnings, [], "compatibility warnings while the system loaded");
    // cast: v13 world collections list the ids of stored documents that failed validation.
    const collections = [...(game.collections as unknown as Map<string, { documentName?: string; invalidDocumentIds?: Set<string> }>).values()];
    for (const name of ["Actor", "Item", "ChatMessage"]) {
      const collection = collections.find((c) => c.documentName === name);
      ok(collection?.invalidDocumentIds instanceof Set, `the ${name} collection lists its invalid documents (invalidDocumentIds)`);
    }
    const invalid = collections.flatMap((c) => [...(c.invalidDocumentIds ?? [])].map((id) => `${c.documentName}.${id}`));
    same(invalid, [], "documents that failed validation at load");

    const warnings = h.recordCompatibilityWarnings();
    const actorTypes = subtypes(CONFIG.Actor);
    const itemTypes = subtypes(CONFIG.Item);
    equal(actorTypes.length > 0 && itemTypes.length > 0, true, "the system registers actor and item types");
    for (const type of actorTypes) {
      const actor = await createActor(h, { name: `Quench ${type}`, type });
      const sheet = await openSheet(actor);
      equal(sheet.rendered, true, `${type} sheet rendered`);
      await sheet.close();
    }
    for (const type of itemTypes) {
      const item = await createItem(h, { name: `Quench ${type}`, type });
      const sheet = await openSheet(item);
      equal(sheet.rendered, true, `${type} item sheet rendered`);
      await sheet.close();
    }
    await h.settle();
    same(warnings, [], "compatibility warnings while every type was created and rendered");
  },
});
