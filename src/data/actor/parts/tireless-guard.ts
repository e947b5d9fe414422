/**
 * GA-TIRE-1 at the data level: a 13th Age gearforged is immune to exhaustion, so an update that would raise its
 * stored level (the sheet's header input, a macro, another module) keeps the level where it was and says why;
 * the rest of the update goes through. Lowering a level stored from before is allowed.
 */
import { tirelessExhaustionGain } from "../../../rules/gearforged";
import { notifyWarn } from "../../../utils/notify";
import { ACTOR_PATHS } from "../paths";

const PATH = ACTOR_PATHS.exhaustion;

interface GuardedModel {
  _source: { attributes: { exhaustion: number } };
  parent: unknown;
}

/** `changes` are the document's changes (nested or flattened), amended in place. */
export function guardTirelessExhaustion(model: GuardedModel, changes: unknown, immune: boolean): void {
  if (!immune || typeof changes !== "object" || changes === null) return;
  // cast: a non-null object, read by key with checks.
  const record = changes as Record<string, unknown>;
  const flat = Object.hasOwn(record, PATH);
  const next = Number(flat ? record[PATH] : foundry.utils.getProperty(record, PATH));
  const current = model._source.attributes.exhaustion;
  if (!Number.isFinite(next) || next <= current) return;
  const kept = tirelessExhaustionGain(current, next - current).exhaustion;
  if (flat) record[PATH] = kept;
  else foundry.utils.setProperty(record, PATH, kept);
  // cast: the model's parent is its actor (its name for the message, its sheet to show the kept value again).
  const actor = model.parent as { name?: string | null; render?(force?: boolean): unknown } | null;
  notifyWarn("AUGMENTED.Gearforged.Tireless.refused", { name: actor?.name ?? "", level: String(kept) });
  actor?.render?.(false);
}
