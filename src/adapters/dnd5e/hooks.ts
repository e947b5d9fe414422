/**
 * Every core hook the dnd5e module listens to (the adapter's counterpart of src/hooks/). At `init` it decides
 * from `game.system` whether to run (src/adapters/dnd5e/host.ts); the message for the GM waits for `ready`,
 * when notifications and translations exist.
 */
import { localize } from "../../utils/notify";
import { checkHost, type HostCheck } from "./host";
import { registerModule } from "./register";

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
  });
  Hooks.once("ready", () => {
    if (hostCheck) announce(hostCheck);
  });
}
