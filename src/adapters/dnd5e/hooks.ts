/**
 * Every core hook the dnd5e module listens to (the adapter's counterpart of src/hooks/). At `init` it decides
 * from `game.system` whether to run (src/adapters/dnd5e/host.ts); the message for the GM waits for `ready`,
 * when notifications and translations exist.
 */
import { localize } from "../../utils/notify";
import { checkHost, type HostCheck } from "./host";
import { registerModule } from "./register";
import { publishModuleApi } from "./api";
import { type DeathSaveDetails, onPostRollDeathSave, onPreUpdateStable, onRollDeathSave, onUpdateStable } from "./stable";
import { registerRequests } from "../../requests";
import { labelRestFlag, onPreRestCompleted, onRestCompleted, type Dnd5eRestConfig, type Dnd5eRestResult } from "./rest";
import { onActorChanged, onItemChanged } from "./visionaire";
import { refreshBodyMapWindows } from "./body-map-window";
import { addHeaderControls, BODY_MAP_CONTROL, registerHeaderControl } from "./sheet-control";
import { registerTidyControls, type TidyApi } from "./tidy5e";
import { onDropActorSheetData, type DropData } from "./drop-guard";
import { onPreRollAttack, type Dnd5eAttackConfig } from "./overdrive";
import { onPreUseActivity, type GatedActivity } from "./activities/gate";
import { onPostUseActivity, onPreUseHeal, type HealActivityView, type UsageConfigView } from "./activities/healing-check";
import { onPostUseMobility, type MobilityActivityView } from "./activities/mobility-effect";
import { onPreCreateAugment, onPreUpdateAugment } from "./activities/sync";
import { trackOverdrivePool } from "../../documents/actor/overdrive-pool";
import { stampOnCreate, stampOnUpdate } from "./placement";
import { enableFeatures, together } from "../../features/dispatch";
import { DND5E_FEATURES } from "./features";
import { type ContentSwitches, featuresFor, registerContentSwitches } from "./content";
import type { Feature } from "../../features/feature";
import { registerGearforgedItemHooks } from "./gearforged/item-hooks";
import { registerGearforgedBodyHooks } from "./gearforged/body-hooks";
import { registerGearforgedWindowHooks } from "./gearforged/window-hooks";
import { registerThirteenthAgeHooks } from "./thirteenth-age/hooks";
import { registerAutomailHooks } from "./automail/hooks";
import { DND5E_TRANSLATIONS } from "./events";
import { onApplyDamage, onPreApplyDamage, onPreUpdateActor as carryAppliedDamage } from "./damage-step";
import { recordHandSetPurse } from "../../documents/actor/charge-entries";
import { onPreCreateGuarded, onPreUpdateGuarded } from "../../documents/guard-hooks";
import { isModuleAugment } from "./augments";
import { migrateWorld } from "../../migration/run";
import { DND5E_MIGRATION_STEPS, DND5E_SCHEMA_VERSION } from "./migration";

/** The outcome of the check at init, for the `ready` message (one module state per page). */
let hostCheck: HostCheck | null = null;

function announce(check: HostCheck): void {
  if (check.kind === "otherSystem") {
    ui.notifications?.error(localize("AUGMENTED.Dnd5e.Host.otherSystem", { system: check.systemId }), { permanent: true });
  } else if ((check.kind === "unsupportedVersion" || check.kind === "unknownLine") && game.user?.isGM) {
    const key = check.kind === "unknownLine" ? "AUGMENTED.Dnd5e.Host.unknownLine" : "AUGMENTED.Dnd5e.Host.unsupportedVersion";
    ui.notifications?.warn(localize(key, { version: check.version, supported: check.supported }), {
      permanent: true,
    });
  }
}

/** What the module follows in a dnd5e world (registered only there, at init), for the content lines that are on. */
function registerGameHooks(features: readonly Feature[], content: ContentSwitches): void {
  // cast: dnd5e's hooks, which the core hook types do not declare (dnd5e 5.3 module/documents/actor/actor.mjs).
  const onDnd5e = Hooks.on as (name: string, fn: (...args: never[]) => unknown) => number;
  if (content.cyborg) registerCyborgHooks(onDnd5e);
  registerWorkflowHooks(onDnd5e, features, content);
  if (content.gearforged) {
    registerGearforgedItemHooks(onDnd5e);
    registerGearforgedBodyHooks(onDnd5e);
    registerGearforgedWindowHooks(onDnd5e);
    registerThirteenthAgeHooks(onDnd5e);
  }
  if (content.automail) registerAutomailHooks(onDnd5e);
  // dnd5e's stable status kept with its third death-save success (stable.ts), where a line reads the life state.
  if (content.gearforged || content.automail) registerStableHooks(onDnd5e);
  // The other host's items refused on drop (drop-guard.ts), whichever lines are on.
  Hooks.on("dropActorSheetData", (_actor: unknown, _sheet: unknown, data: DropData) => onDropActorSheetData(data));
}

/** dnd5e's stable status: put on at a third death-save success, taken off when the stability ends (stable.ts). */
function registerStableHooks(onDnd5e: (name: string, fn: (...args: never[]) => unknown) => number): void {
  onDnd5e("dnd5e.rollDeathSaveV2", (rolls: unknown, details: DeathSaveDetails) => onRollDeathSave(rolls, details));
  onDnd5e("dnd5e.postRollDeathSave", (rolls: unknown, data: { subject?: Actor.Implementation | null }) => void onPostRollDeathSave(rolls, data));
  // cast: an update's options are a plain object the operation carries; the module reads and adds its own key.
  Hooks.on("preUpdateActor", (actor: Actor.Implementation, changes: object, options: object) => onPreUpdateStable(actor, changes, options as Record<string, unknown>));
  // cast: the same options, read after the update landed.
  Hooks.on("updateActor", (actor: Actor.Implementation, _changes: object, options: object, userId: string) => void onUpdateStable(actor, options as Record<string, unknown>, userId));
}

/** The Cyborg's own: Visionaire's AC and the design lockout's rest count. */
function registerCyborgHooks(onDnd5e: (name: string, fn: (...args: never[]) => unknown) => number): void {
  // Visionaire (visionaire.ts): an augment or the species added, changed or removed.
  Hooks.on("createItem", (item: Item.Implementation, _options: unknown, userId: string) => onItemChanged(item, userId));
  Hooks.on("updateItem", (item: Item.Implementation, changes: unknown, _options: unknown, userId: string) => onItemChanged(item, userId, changes));
  Hooks.on("deleteItem", (item: Item.Implementation, _options: unknown, userId: string) => onItemChanged(item, userId));
  // and the AC calculation changed (flat or not: where the bonus goes).
  Hooks.on("updateActor", (actor: Actor.Implementation, changes: object, _options: unknown, userId: string) => onActorChanged(actor, changes, userId));
  onDnd5e("dnd5e.preRestCompleted", (actor: Actor.Implementation, result: Dnd5eRestResult, config: Dnd5eRestConfig) => onPreRestCompleted(actor, result, config));
  onDnd5e("dnd5e.getUnknownAttributeLabel", (attr: string, options: { label?: string }) => labelRestFlag(attr, options));
}

/**
 * What the module adds around the shared features in a dnd5e world (its features and their translations: ./features.ts,
 * ./events.ts): the overdrive's own temp HP follow damage (the pool), dnd5e's damage step carried to the update
 * that writes it (damage-step.ts), the placement stamp (placement.ts), what a rest outlasts (rest.ts), System
 * Failure's overdrive as advantage on dnd5e's attack rolls (overdrive.ts), the augments' dnd5e activities kept to
 * their design (activities/sync.ts), gated by the Cyborg rules (activities/gate.ts), a healing augment's Augment
 * Check before dnd5e's healing roll (activities/healing-check.ts), a flight's or transformation's timed effect after
 * its use (activities/mobility-effect.ts).
 */
function registerWorkflowHooks(onDnd5e: (name: string, fn: (...args: never[]) => unknown) => number, features: readonly Feature[], content: ContentSwitches): void {
  // dnd5e's damage step (damage-step.ts): its amount noted on the applying client, carried by its update's options.
  onDnd5e("dnd5e.preApplyDamage", (actor: Actor.Implementation, amount: unknown, updates: unknown, options: unknown) => void onPreApplyDamage(actor, amount, updates, options));
  // Before every actor update, in one listener: the overdrive's own temp HP follow a temp HP change (the pool);
  // dnd5e's damage step carried to its update; CORE-8 across clients, as the system's Actor document does in
  // `_preUpdate`: coins set by hand or given back by an Undo record their ledger entry in the same update, so a
  // charge racing them is seen and settled. Each returns at once on an update that cannot concern it.
  const beforeUpdate: ((actor: Actor.Implementation, changes: object, options: object) => void)[] = [];
  if (content.cyborg) beforeUpdate.push(trackOverdrivePool);
  beforeUpdate.push(carryAppliedDamage, recordHandSetPurse);
  // cast: each step takes the hook's (actor, changes, options); `together` keeps them as plain listeners.
  Hooks.on("preUpdateActor", together("preUpdateActor", beforeUpdate as ((...args: never[]) => unknown)[]) as (actor: Actor.Implementation, changes: object, options: object) => void);
  onDnd5e("dnd5e.applyDamage", (actor: Actor.Implementation, amount: unknown, options: unknown) => onApplyDamage(actor, amount, options));
  // dnd5e's Item class runs no system pre-hook: the augment's range guard (documents/guard-hooks.ts) from the hooks.
  Hooks.on("preCreateItem", (item: Item.Implementation, data: unknown) => onPreCreateGuarded(isModuleAugment, item, data));
  Hooks.on("preUpdateItem", (item: Item.Implementation, changes: unknown) => onPreUpdateGuarded(isModuleAugment, item, changes));
  Hooks.on("preCreateItem", (item: Item.Implementation) => stampOnCreate(item));
  Hooks.on("preUpdateItem", (item: Item.Implementation, changes: object) => stampOnUpdate(item, changes));
  enableFeatures(features, DND5E_TRANSLATIONS);
  if (content.cyborg) registerCyborgUseHooks(onDnd5e);
}

/** The Cyborg's after the features: the rest's end, System Failure's overdrive on attacks, the augments' activities. */
function registerCyborgUseHooks(onDnd5e: (name: string, fn: (...args: never[]) => unknown) => number): void {
  onDnd5e("dnd5e.restCompleted", (actor: Actor.Implementation, result: Dnd5eRestResult, config: Dnd5eRestConfig) => onRestCompleted(actor, result, config));
  onDnd5e("dnd5e.preRollAttackV2", (config: Dnd5eAttackConfig) => onPreRollAttack(config));
  Hooks.on("preCreateItem", (item: Item.Implementation) => onPreCreateAugment(item));
  Hooks.on("preUpdateItem", (item: Item.Implementation, changes: object) => onPreUpdateAugment(item, changes));
  onDnd5e("dnd5e.preUseActivity", (activity: GatedActivity) => onPreUseActivity(activity));
  onDnd5e("dnd5e.preUseActivity", (activity: HealActivityView, usageConfig: UsageConfigView) => onPreUseHeal(activity, usageConfig));
  onDnd5e("dnd5e.postUseActivity", (activity: HealActivityView, usageConfig: UsageConfigView) => onPostUseActivity(activity, usageConfig));
  onDnd5e("dnd5e.postUseActivity", (activity: MobilityActivityView) => onPostUseMobility(activity));
}

/**
 * The module's header controls on dnd5e's sheets (sheet-control.ts; `render<ClassName>` fires for dnd5e's
 * `CharacterActorSheet` and `NPCActorSheet`) and on Tidy 5e's, whose character sheets are its own (not dnd5e's
 * class): its API takes them (tidy5e.ts).
 */
function registerSheetControlHooks(): void {
  // cast: a hook named by dnd5e's class, which the core hook types do not declare.
  const onRender = Hooks.on as (name: string, fn: (sheet: { document?: unknown }, element: HTMLElement) => void) => number;
  onRender("renderCharacterActorSheet", (sheet, element) => addHeaderControls(sheet, element));
  onRender("renderNPCActorSheet", (sheet, element) => addHeaderControls(sheet, element));
  // cast: Tidy 5e's hook, which the core hook types do not declare.
  (Hooks.once as (name: string, fn: (api: TidyApi) => void) => number)("tidy5e-sheet.ready", (api) => registerTidyControls(api));
}

/** The Cyborg's body map: its control, its window drawn again when one of its actor's items changes (body-map-window.ts). */
function registerBodyMapHooks(): void {
  registerHeaderControl(BODY_MAP_CONTROL);
  Hooks.on("createItem", (item: Item.Implementation) => refreshBodyMapWindows(item));
  Hooks.on("updateItem", (item: Item.Implementation) => refreshBodyMapWindows(item));
  Hooks.on("deleteItem", (item: Item.Implementation) => refreshBodyMapWindows(item));
}

export function registerModuleHooks(): void {
  Hooks.once("init", () => {
    const check = checkHost(game.system?.id ?? "", String(game.system?.version ?? ""));
    hostCheck = check;
    if (check.kind === "otherSystem") {
      console.error(`augmented-dnd5e | needs the dnd5e system, this world runs "${check.systemId}": nothing registered`);
      return;
    }
    // A line whose data layout the module does not know: all or nothing, so nothing.
    if (check.kind === "unknownLine") {
      console.warn(`augmented-dnd5e | dnd5e ${check.version} is outside the checked versions (${check.supported}) and its data layout is unknown: nothing registered`);
      return;
    }
    if (check.kind === "unsupportedVersion") {
      console.warn(`augmented-dnd5e | dnd5e ${check.version} is outside the checked versions (${check.supported}): running with the ${check.line}.x data layout`);
    }
    const content = registerContentSwitches();
    const features = featuresFor(DND5E_FEATURES, content);
    registerModule(check.line, features);
    // The macro API, with the entries of the lines that are on (api.ts).
    publishModuleApi(content);
    // The body map's control leads the header's row, before the controls the other lines register with their hooks.
    if (content.cyborg) registerHeaderControl(BODY_MAP_CONTROL);
    registerGameHooks(features, content);
    if (content.cyborg) registerBodyMapHooks();
    registerSheetControlHooks();
    // game.socket and CONFIG.queries answer from `setup` on (as in the system's hooks/index.ts).
    Hooks.once("setup", registerRequests);
  });
  Hooks.once("ready", async () => {
    if (hostCheck) announce(hostCheck);
    // The module's stored data brought to its current shape, on the active GM's client (the runner checks), once
    // the module registered its types.
    if (hostCheck && hostCheck.kind !== "otherSystem" && hostCheck.kind !== "unknownLine") await migrateWorld(DND5E_SCHEMA_VERSION, DND5E_MIGRATION_STEPS);
  });
}
