/**
 * The Gearforged window's life panel in a dnd5e world: where the creature stands (alive, dying, stable, dead, read
 * from dnd5e's hit points and death saves through the port), a dying gearforged's stabilization (GF-BODY-5: an
 * Intelligence check by whoever tends it, or *mending*; Wisdom (Medicine) and *spare the dying* named as refused),
 * and the record of its remains the GM keeps for its revival and its memories (GF-REV-1, GC-LIV-2, GF-MEM-1: soul
 * gem, memory gears, body, gear count, age). The system's sheet edits that record in its edit mode; dnd5e's actor
 * keeps it under the module's flags, so the GM edits it here, one field per change, through the record's port.
 */
import { stabilizeContext } from "../../../sheets/actor/gearforged-view";
import { gearforgedBlock, gearforgedRecord, variantOf } from "../../../workflows/gearforged/state";
import { lifeOf, portOf } from "../../../ports/actor-port";
import { localize, notifyError, notifyWarn } from "../../../utils/notify";

export interface LifePanelContext {
  state: string;
  stateLabel: string;
  /** GF-BODY-5 for a dying character with dnd5e's death saves (null otherwise). */
  stabilize: ReturnType<typeof stabilizeContext>;
  /** The remains the GM records (null for a player). */
  remains: null | { soulGem: boolean; memoryGears: boolean; bodyDestroyed: boolean; count: number; age: number | "" };
}

export function lifePanelContext(actor: Actor.Implementation, options: { editable: boolean }): LifePanelContext | null {
  if (variantOf(actor) === null) return null;
  const port = portOf(actor);
  const state = lifeOf(port);
  // dnd5e's npcs have no death saves the port reads: they are never offered a stabilization.
  const stabilize = port.deathSaves === null ? null : stabilizeContext(actor, options.editable);
  const block = gearforgedBlock(actor) ?? {};
  return {
    state,
    stateLabel: localize(`AUGMENTED.Dnd5eGearforged.Life.${state}`, { name: actor.name ?? "" }),
    stabilize,
    remains: game.user?.isGM
      ? {
          soulGem: block.soulGem?.intact !== false,
          memoryGears: block.memoryGears?.intact !== false,
          bodyDestroyed: block.body === "destroyed",
          count: Number(block.memoryGears?.count ?? 0),
          age: typeof block.age === "number" ? block.age : "",
        }
      : null,
  };
}

/** A whole number ≥ 0 from an input, or null (an empty age is "not recorded"; anything else is refused). */
function wholeNumber(value: string): number | null {
  const number = Number(value);
  return value.trim() !== "" && Number.isInteger(number) && number >= 0 ? number : null;
}

/** One field of the GM's record, written as the input changed (GM only; a bad number is refused, nothing written). */
export async function writeRemainsField(actor: Actor.Implementation, input: HTMLInputElement): Promise<void> {
  if (!game.user?.isGM) {
    notifyError("AUGMENTED.Dnd5eGearforged.Remains.GmOnly");
    return;
  }
  const record = gearforgedRecord(actor);
  switch (input.dataset.remains) {
    case "soulGem":
      return record.update({ soulGem: { intact: input.checked } });
    case "memoryGears":
      return record.update({ memoryGears: { intact: input.checked } });
    case "body":
      return record.update({ body: input.checked ? "destroyed" : "intact" });
    case "count": {
      const count = wholeNumber(input.value);
      if (count === null) return notifyWarn("AUGMENTED.Dnd5eGearforged.Remains.BadNumber", { value: input.value });
      return record.update({ memoryGears: { count } });
    }
    case "age": {
      if (input.value.trim() === "") return record.update({ age: null });
      const age = wholeNumber(input.value);
      if (age === null) return notifyWarn("AUGMENTED.Dnd5eGearforged.Remains.BadNumber", { value: input.value });
      return record.update({ age });
    }
    default:
      return;
  }
}
