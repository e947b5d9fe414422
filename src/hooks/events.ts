/**
 * How the system turns its own events into the features' shared ones: the shared translations, the HP drop its
 * actor announces once per update (`augmented.hpDrop`, documents/actor/hp-drop.ts), actor updates, and its actor
 * sheets' render.
 */
import { HOOKS } from "../utils/hook-names";
import { type HostTranslations, emit, listen } from "../features/dispatch";
import { SHARED_TRANSLATIONS } from "../features/shared-events";

export const SYSTEM_TRANSLATIONS: HostTranslations = {
  ...SHARED_TRANSLATIONS,
  hpDrop: listen(HOOKS.hpDrop, (actor, drop, userId) => emit("hpDrop", actor, drop, userId)),
  // cast: the hook passes the configured Actor class (src/types.d.ts).
  actorUpdated: listen("updateActor", (actor, changed, options, userId) => emit("actorUpdated", actor as Actor.Implementation, changed, options, userId ?? null)),
  actorSheetRendered: listen("renderActorSheetV2", (app, html) => {
    // cast: the system's actor sheets are ActorSheetV2 with an HTMLElement root.
    emit("actorSheetRendered", (app as { actor?: Actor.Implementation }).actor, html as HTMLElement);
  }),
};
