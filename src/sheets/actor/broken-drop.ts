/**
 * A compendium entry dropped on a sheet that cannot be built (its stored data fails the system's validation: an
 * old or hand-edited pack) makes Foundry's drop throw before the sheet sees a document. The user is told which
 * entry (its name from the pack's index, which needs no valid document) and why, instead of a console error only.
 */
import { localize } from "../../utils/notify";

/** The pack id and entry id of a compendium uuid (`Compendium.<scope>.<pack>.<Type>.<id>`), else null. */
function compendiumEntry(uuid: string): { pack: string; id: string } | null {
  const parts = uuid.split(".");
  if (parts[0] !== "Compendium" || parts.length < 5) return null;
  return { pack: `${parts[1]}.${parts[2]}`, id: parts.at(-1) ?? "" };
}

/** The first line of an error's message: a validation error lists its failures line by line, the first names the field. */
function reasonOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split("\n").map((line) => line.trim()).filter(Boolean).slice(0, 2).join(" ");
}

/** The message for a drop (its drag data) that failed with `error`, when it names a compendium entry; else null. */
export function brokenDropMessage(data: unknown, error: unknown): string | null {
  // cast: drag data is a plain object; only its uuid is read, checked.
  const uuid = typeof data === "object" && data !== null ? (data as { uuid?: unknown }).uuid : undefined;
  const entry = typeof uuid === "string" ? compendiumEntry(uuid) : null;
  if (!entry) return null;
  const pack = game.packs?.get(entry.pack);
  const name = pack?.index.get(entry.id)?.name ?? uuid;
  return localize("AUGMENTED.Drop.BrokenEntry", { name: String(name), pack: pack?.title ?? entry.pack, reason: reasonOf(error) });
}
