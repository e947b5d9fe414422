/**
 * The character sheet's Gearforged tab: the body view of a gearforged with its chassis (and
 * which of its values are GM defaults, GC-CH-1), the upgrade slots (filled, free, locked until 5th level,
 * GF-UPG-1; upgrades held against the rules flagged, never removed), the maintenance clock (GF-BODY-4: time
 * since the last long rest and until the next lapse), and the soul gem and memory gears (GF-REV-1, GF-MEM-1).
 * Null for a character of another species: the tab is then left out.
 */
import type { UpgradeData } from "../../data/item/upgrade";
import { problemTexts } from "../item/choices";
import {
  HOUR_SECONDS,
  auditUpgrades,
  gearsForAge,
  maintenanceClockView,
  upgradeSlotView,
} from "../../rules/gearforged";
import { usableUpgrade } from "../../workflows/gearforged/arms";
import { chassisSize, gearforgedBlock, levelOf, maintenanceStateOf, variantOf } from "../../workflows/gearforged/state";
import { CLAW_ARM, clawArmCanWield, clawArmLift, gearsMissing, stabilizeMethods } from "../../rules/gearforged";
import { formatSpan } from "../../utils/span";
import { itemSystemOf } from "../../data/system-of";
import { localize } from "../../utils/notify";
import { type ActorPort, isDead, lifeOf, portOf } from "../../ports/actor-port";
import { restoreChoices } from "../../workflows/gearforged/restore";
import { isItemOfKind } from "../../data/item/kinds";

/**
 * GF-BODY-5: the death-save panel's stabilization buttons for a dying seed-001 gearforged (Intelligence,
 * mending) and why Medicine and spare the dying are not offered; null otherwise.
 */
export function stabilizeContext(actor: Actor.Implementation, editable: boolean): null | { methods: string[] } {
  const variant = variantOf(actor);
  if (!editable || variant === null) return null;
  const port = portOf(actor);
  if (lifeOf(port) !== "dying") return null;
  const methods = stabilizeMethods(variant);
  if (methods.refused.length === 0) return null;
  // The buttons' words are the template's (intelligence, mending: the only methods offered beside refused ones).
  return { methods: methods.offered };
}

/** The Restore action of a dead gearforged: the ways back open now, or why none is. */
export interface RestoreActionView {
  /** The actor's name (the button's hint names it). */
  name: string;
  ways: string;
}

/**
 * GF-REV-1 / GC-LIV-2 / GA-WRECK-1: the GM's Restore action for a dead gearforged (players never see it), with
 * the ways back open now; null otherwise, and when the configured Actor offers no restore (`canRestore`).
 */
export function restoreActionContext(actor: Actor.Implementation, canRestore: boolean): RestoreActionView | null {
  if (!canRestore || game.user?.isGM !== true || variantOf(actor) === null || !isDead(actor)) return null;
  const name = actor.name ?? "";
  const ways = restoreChoices(actor).map((option) => localize(`AUGMENTED.Gearforged.Restore.Option.${option}`));
  return {
    name,
    ways: ways.length > 0 ? localize("AUGMENTED.Gearforged.Restore.Ways", { ways: ways.join(", ") }) : localize("AUGMENTED.Gearforged.Restore.NoWay", { name }),
  };
}

function label(table: Record<string, { label: string } | undefined>, id: string): string {
  const entry = table[id];
  return entry ? localize(entry.label) : id;
}

/** One upgrade in a slot: its Use button (active upgrades) and uses left ("" when it has none). */
export interface UpgradeRow {
  id: string;
  name: string;
  /** The activation kind (the template words it). */
  activation: string;
  problems: string[];
  usable: boolean;
  uses: string;
  /** GF-UPG-2 Always Armed: what each arm holds, "" when empty (the words are the template's); no arms otherwise. */
  arms: Array<{ side: string; weapon: string }>;
  /** GF-UPG-6 Claw Arm: its reach and lift and the actor's weapons it may wield (the template words them); null otherwise. */
  clawArm: ClawArmNotes | null;
}

/** What the claw can wield (GF-UPG-6): a weapon by whether it is light (as the host says), a shield never. */
function wieldKind(port: ActorPort, item: Item.Implementation): { kind: "weapon" | "shield" | "other"; properties: readonly string[] } {
  const gear = port.gearOf(item);
  return { kind: gear.kind, properties: gear.light ? ["light"] : [] };
}

interface ClawArmNotes {
  reach: number;
  lift: number;
  weapons: string;
}

/** GF-UPG-6: reach, lift (5 × Strength score lb), and the actor's weapons the claw may wield. */
function clawArmNotes(actor: Actor.Implementation): ClawArmNotes {
  const port = portOf(actor);
  const strength = port.ability("str").score;
  const held = actor.items.filter((item) => wieldKind(port, item).kind !== "other");
  const wieldable = held.filter((item) => clawArmCanWield(wieldKind(port, item))).map((item) => item.name);
  return { reach: CLAW_ARM.reachFt, lift: clawArmLift(strength), weapons: wieldable.length > 0 ? wieldable.join(", ") : localize("AUGMENTED.Gearforged.ClawArm.None") };
}

export interface GearforgedTabContext {
  /** The variant id: the template words it, and shows the upgrade slots and the clock for the homebrew one only. */
  variant: string;
  /** The chassis' values in words (walk: null from the species); which the rules give is marked in the template. */
  chassis: null | {
    id: string;
    name: string;
    size: string;
    languages: string;
    walk: number | null;
    fromSeed: { size: boolean; languages: boolean; walk: boolean };
    problems: string[];
  };
  slots: Array<{ level: number; state: string; upgrade: null | UpgradeRow }>;
  /** Upgrades beyond the open slots (an older world, a level lowered): shown, flagged, never removed. */
  extra: UpgradeRow[];
  /** Why upgrades are held against GF-UPG-1, one sentence each. */
  audit: string[];
  /** Whole hours since the last long rest and until the next lapse; null when the clock is not running. */
  clock: null | { since: number; until: number; exhaustion: number };
  soulGem: { intact: boolean };
  memoryGears: { intact: boolean; count: number; expected: number | null; short: boolean; readableIn: string };
  /** Years, or "" when not recorded (the edit-mode input). */
  age: number | "";
  editable: boolean;
}

function hours(seconds: number): number {
  return Math.floor(seconds / HOUR_SECONDS);
}

function chassisView(item: Item.Implementation): GearforgedTabContext["chassis"] {
  const system = itemSystemOf(item, "chassis");
  // cast: the table read by a stored id string; an unknown id reads undefined.
  const languages = [...system.languages.fixed].map((id) => label(CONFIG.AUGMENTED.languages as Record<string, { label: string }>, id));
  if (system.languages.choices > 0) languages.push(localize("AUGMENTED.Gearforged.Sheet.LanguageChoices", { count: system.languages.choices }));
  return {
    id: item.id ?? "",
    name: item.name,
    // cast: the table read by a stored id string; an unknown id reads undefined.
    size: label(CONFIG.AUGMENTED.sizes as Record<string, { label: string }>, system.size),
    languages: languages.join(", ") || "—",
    walk: system.walk,
    fromSeed: system.fromSeed,
    problems: problemTexts(system.problems),
  };
}

/**
 * `emptyRecord`: a host whose creatures keep no record until a workflow writes one (the dnd5e module's flags) reads
 * a missing record as an empty one; the system's model always holds one for a character, and none for an npc.
 */
export function gearforgedTabContext(actor: Actor.Implementation, options: { editable: boolean; emptyRecord?: boolean }): GearforgedTabContext | null {
  const variant = variantOf(actor);
  const block = gearforgedBlock(actor) ?? (options.emptyRecord ? {} : null);
  if (!variant || !block) return null;
  const level = levelOf(actor);
  const upgrades = actor.items.filter((item) => isItemOfKind(item, "upgrade"));
  const chassisItem = actor.items.find((item) => isItemOfKind(item, "chassis")) ?? null;
  const view = upgradeSlotView(level, upgrades.map((item) => item.id ?? ""));
  const upgradeView = (id: string | null) => {
    const item = id ? actor.items.get(id) : undefined;
    if (!item) return null;
    const system = itemSystemOf(item, "upgrade");
    // cast: the sheet's context entries, typed by the template they feed.
    return {
      id,
      name: item.name,
      activation: system.activation,
      problems: problemTexts(system.problems),
      usable: usableUpgrade(item),
      uses: system.uses.maxValue > 0 ? `${system.uses.value}/${system.uses.maxValue}` : "",
      arms:
        system.key === "alwaysArmed"
          ? (["main", "off"] as const).map((side) => {
              const weaponId = side === "main" ? system.choice.weaponId : system.choice.offHandWeaponId;
              return { side, weapon: (weaponId && actor.items.get(weaponId)?.name) || "" };
            })
          : [],
      clawArm: system.key === "clawArm" ? clawArmNotes(actor) : null,
    } as UpgradeRow;
  };
  // cast (map below): the upgrade items' drop values, read through the model.
  const audit = auditUpgrades({ variant, level, chassisSize: chassisSize(actor) }, upgrades.map((item) => ({ ...(item.system as UpgradeData).dropItem, name: item.name })));
  const state = maintenanceStateOf(actor);
  const now = game.time?.worldTime ?? 0;
  let clock: GearforgedTabContext["clock"] = null;
  if (variant === "homebrew" && state) {
    const v = maintenanceClockView(state.clock, now);
    clock = { since: hours(v.sinceLongRest), until: hours(v.untilNextLapse), exhaustion: state.maintenanceExhaustion };
  }
  const count = Number(block.memoryGears?.count ?? 0);
  const expected = typeof block.age === "number" ? gearsForAge(block.age) : null;
  return {
    variant,
    chassis: chassisItem ? chassisView(chassisItem) : null,
    slots: view.slots.map((slot) => ({ level: slot.level, state: slot.state, upgrade: upgradeView(slot.itemId) })),
    extra: view.overflow.map(upgradeView).filter((entry) => entry !== null),
    audit: audit.flatMap((entry) => entry.reasons.map((reason) => localize(reason.key, reason.data))),
    clock,
    soulGem: { intact: block.soulGem?.intact !== false },
    memoryGears: {
      intact: block.memoryGears?.intact !== false,
      count,
      expected,
      short: typeof block.age === "number" && gearsMissing(block.age, count) > 0,
      // GF-MEM-1: a salvaged gear's week still running.
      readableIn: typeof block.memoryGears?.readableAt === "number" && block.memoryGears.readableAt > now ? formatSpan(block.memoryGears.readableAt - now) : "",
    },
    age: typeof block.age === "number" ? block.age : "",
    editable: options.editable,
  };
}
