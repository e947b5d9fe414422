/**
 * Every core hook the dnd5e module listens to (the adapter's counterpart of src/hooks/). At `init` it decides
 * from `game.system` whether to run (src/adapters/dnd5e/host.ts); the message for the GM waits for `ready`,
 * when notifications and translations exist.
 */
import { localize } from "../../utils/notify";
import { checkHost, type HostCheck } from "./host";
import { registerModule } from "./register";
import { registerRequests } from "../../requests";
import { onPreRestCompleted, type Dnd5eRestConfig, type Dnd5eRestResult } from "./rest";
import { onItemChanged } from "./visionaire";
import { onDamageActor, type Dnd5eHpChange } from "./damage";
import { refreshBodyMapWindows } from "./body-map-window";
import { addBodyMapControl } from "./sheet-control";
import { onDropActorSheetData, type DropData } from "./drop-guard";

/** The outcome of the check at init, for the `ready` message (one module state per page). */
let hostCheck: HostCheck | null = null;

function announce(check: HostCheck): void {
  if (check.kind === "otherSystem") {
    ui.notifications?.error(localize("AUGMENTED.Dnd5e.Host.otherSystem", { system: check.systemId }), { permanent: true });
  } else if (check.kind === "unsupportedVersion" && game.user?.isGM) {
    ui.notifications?.warn(localize("AUGMENTED.Dnd5e.Host.unsupportedVersion", { version: check.version, supported: check.supported }), {
      permanent: true,
    });
  }
}

/** What the module follows in a dnd5e world (registered only there, at init). */
function registerGameHooks(): void {
  // Visionaire (visionaire.ts): an augment or the species added, changed or removed.
  Hooks.on("createItem", (item: Item.Implementation, _options: unknown, userId: string) => onItemChanged(item, userId));
  Hooks.on("updateItem", (item: Item.Implementation, _changes: unknown, _options: unknown, userId: string) => onItemChanged(item, userId));
  Hooks.on("deleteItem", (item: Item.Implementation, _options: unknown, userId: string) => onItemChanged(item, userId));
  // cast: dnd5e's hooks, which the core hook types do not declare (dnd5e 5.3 module/documents/actor/actor.mjs).
  const onDnd5e = Hooks.on as (name: string, fn: (...args: never[]) => unknown) => number;
  onDnd5e("dnd5e.preRestCompleted", (actor: Actor.Implementation, result: Dnd5eRestResult, config: Dnd5eRestConfig) => onPreRestCompleted(actor, result, config));
  onDnd5e("dnd5e.damageActor", (actor: Actor.Implementation, change: Dnd5eHpChange, changed: unknown, userId: string) => onDamageActor(actor, change, changed, userId));
}

/**
 * The body map on dnd5e's sheet: its control (sheet-control.ts; `render<ClassName>` fires for dnd5e's
 * `CharacterActorSheet`), its window drawn again when one of its actor's items changes (body-map-window.ts), and
 * the other host's augments refused on drop (drop-guard.ts). Listeners of their own, beside Visionaire's.
 */
function registerBodyMapHooks(): void {
  // cast: a hook named by dnd5e's class, which the core hook types do not declare.
  const onRender = Hooks.on as (name: string, fn: (sheet: { document?: unknown }, element: HTMLElement) => void) => number;
  onRender("renderCharacterActorSheet", (sheet, element) => addBodyMapControl(sheet, element));
  Hooks.on("createItem", (item: Item.Implementation) => refreshBodyMapWindows(item));
  Hooks.on("updateItem", (item: Item.Implementation) => refreshBodyMapWindows(item));
  Hooks.on("deleteItem", (item: Item.Implementation) => refreshBodyMapWindows(item));
  Hooks.on("dropActorSheetData", (_actor: unknown, _sheet: unknown, data: DropData) => onDropActorSheetData(data));
}

export function registerModuleHooks(): void {
  Hooks.once("init", () => {
    const check = checkHost(game.system?.id ?? "", String(game.system?.version ?? ""));
    hostCheck = check;
    if (check.kind === "otherSystem") {
      console.error(`augmented-dnd5e | needs the dnd5e system, this world runs "${check.systemId}": nothing registered`);
      return;
    }
    if (check.kind === "unsupportedVersion") {
      console.warn(`augmented-dnd5e | dnd5e ${check.version} is outside the supported versions (${check.supported})`);
    }
    registerModule();
    registerGameHooks();
    registerBodyMapHooks();
    // game.socket and CONFIG.queries answer from `setup` on (as in the system's hooks/index.ts).
    Hooks.once("setup", registerRequests);
  });
  Hooks.once("ready", () => {
    if (hostCheck) announce(hostCheck);
  });
}
