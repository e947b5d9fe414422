/**
 * Runs the schema migrations (plan.ts) once per world, on the active GM's client at `ready`: every world actor
 * (and its items) and every world item gets at most one update, then the world's stored version
 * (`augmented.schemaVersion`) moves to the current one. Data from a newer system version is left untouched and
 * the GM warned. Compendiums are not migrated (locked packs keep their own data; unlock and re-import to update).
 */
import { SYSTEM_ID } from "../constants";
import { localize, notifyError, notifyInfo, notifyWarn } from "../utils/notify";
import { type MigrationStep, type PlainObject, SCHEMA_VERSION, migrateSource, planMigration } from "./plan";

export const SCHEMA_SETTING = "schemaVersion";

interface SettingsAccess {
  register(namespace: string, key: string, data: Record<string, unknown>): void;
  get(namespace: string, key: string): unknown;
  set(namespace: string, key: string, value: unknown): Promise<unknown>;
}

function settings(): SettingsAccess {
  // cast: the system's own hidden setting, registered below; the community types only see declared keys.
  return game.settings as unknown as SettingsAccess;
}

/** Called at init (from registerSettings' neighbour in registerHooks): the hidden world setting. */
export function registerMigrationSetting(): void {
  settings().register(SYSTEM_ID, SCHEMA_SETTING, { scope: "world", config: false, type: Number, default: 0 });
}

export interface MigrationReport {
  from: number;
  to: number;
  actors: number;
  items: number;
  failed: string[];
}

interface SourceDocument {
  name: string | null;
  toObject(): unknown;
  update(data: PlainObject, options?: unknown): Promise<unknown>;
}

async function migrateDocument(doc: SourceDocument, update: PlainObject | null, failed: string[]): Promise<boolean> {
  if (!update) return false;
  try {
    // The flag tells automation (HP drops and the like) that this write is no play event.
    await doc.update(update, { augmented: { migration: true } });
    return true;
  } catch (error) {
    failed.push(`${doc.name ?? "?"}: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}

/** Migrate the world's documents with `steps` (the system's by default). Null when nothing had to run. */
export async function migrateWorld(current: number = SCHEMA_VERSION, steps?: readonly MigrationStep[]): Promise<MigrationReport | null> {
  if (!game.user?.isGM || game.users?.activeGM?.id !== game.user.id) return null;
  const plan = planMigration(settings().get(SYSTEM_ID, SCHEMA_SETTING), current, steps);
  if (plan.action === "none") return null;
  if (plan.action === "newer") {
    notifyWarn("AUGMENTED.Migration.Newer", { stored: plan.stored, current: plan.current });
    return null;
  }
  const report: MigrationReport = { from: plan.from, to: plan.to, actors: 0, items: 0, failed: [] };
  if (plan.steps.length > 0) notifyInfo("AUGMENTED.Migration.Started", { from: plan.from, to: plan.to });
  for (const actor of game.actors ?? []) {
    const source = actor.toObject() as unknown as PlainObject;
    // cast: a document's own source data, as the steps read it.
    if (await migrateDocument(actor as unknown as SourceDocument, migrateSource(source, plan.steps, "actor"), report.failed)) report.actors++;
    const items = (actor.items.contents ?? []).map((item) => {
      // cast: as above, for the actor's items.
      const update = migrateSource(item.toObject() as unknown as PlainObject, plan.steps, "item", source);
      return update ? { _id: item.id, ...update } : null;
    });
    const updates = items.filter((entry) => entry !== null);
    if (updates.length > 0) {
      try {
        await actor.updateEmbeddedDocuments("Item", updates as never, { augmented: { migration: true } } as never);
        report.items += updates.length;
      } catch (error) {
        report.failed.push(`${actor.name ?? "?"} (items): ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
  for (const item of game.items ?? []) {
    // cast: as above, for world items.
    const update = migrateSource(item.toObject() as unknown as PlainObject, plan.steps, "item", null);
    if (await migrateDocument(item as unknown as SourceDocument, update, report.failed)) report.items++;
  }
  if (report.failed.length > 0) {
    // Keep the stored version: the next load tries again; what did migrate is not changed twice by a step that
    // checks its own input, which every step must.
    notifyError("AUGMENTED.Migration.Failed", { count: report.failed.length });
    for (const line of report.failed) console.error(`${SYSTEM_ID} | ${localize("AUGMENTED.Migration.FailedLine")} ${line}`);
    return report;
  }
  await settings().set(SYSTEM_ID, SCHEMA_SETTING, plan.to);
  if (plan.steps.length > 0) notifyInfo("AUGMENTED.Migration.Done", { to: plan.to, actors: report.actors, items: report.items });
  return report;
}

/** Called once from registerHooks() (which runs `migrateWorld` at `ready`). */
export function registerMigrations(): void {
  registerMigrationSetting();
}
