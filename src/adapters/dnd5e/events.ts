/**
 * How the module turns dnd5e's events into the features' shared ones: the shared translations, actor updates, and
 * the HP drop of one damage application (./damage.ts), with the amount dnd5e's damage step computed when it ran
 * (./damage-step.ts). dnd5e's sheets show no due integrity saves, so the module does not follow their render.
 */
import { type HostTranslations, emit, listen } from "../../features/dispatch";
import { SHARED_TRANSLATIONS } from "../../features/shared-events";
import { hpDropOf, touchesHp } from "./damage";
import { appliedDamageOf } from "./damage-step";

export const DND5E_TRANSLATIONS: HostTranslations = {
  ...SHARED_TRANSLATIONS,
  // cast: the hook passes the configured Actor class (src/types.d.ts).
  actorUpdated: listen("updateActor", (actor, changed, options, userId) => emit("actorUpdated", actor as Actor.Implementation, changed, options, userId ?? null)),
  hpDrop: listen("updateActor", (actor, changed, options, userId) => {
    // An update that touches no HP (most: sheet edits, flags, rests' own) is no damage, whatever its options say.
    if (!touchesHp(changed)) return undefined;
    // cast: as above.
    const drop = hpDropOf(actor as Actor.Implementation, changed, options, appliedDamageOf(options));
    // cast: as above.
    return drop ? emit("hpDrop", actor as Actor.Implementation, drop, userId ?? null) : undefined;
  }),
};
