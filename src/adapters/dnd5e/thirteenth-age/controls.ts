/**
 * The 13th Age gearforged's actions on its dnd5e sheet's header (and Tidy 5e's), for its owners: the 4-hour
 * maintenance (GA-TIRE-1, finished by world time), another character's repair check (GA-HEAL-1) and going under
 * water or coming out (GA-AMPH-1). Each runs the shared workflow, which refuses with the reason.
 */
import type { HeaderControl } from "../sheet-control";
import { repairerCheck } from "../../../workflows/gearforged/thirteenth-age/heal-gate";
import { startFourHourMaintenance } from "../../../workflows/gearforged/thirteenth-age/maintenance";
import { setUnderwater } from "../../../workflows/gearforged/thirteenth-age/amphibious";
import { isThirteenthAge, thirteenthAgeView } from "../../../workflows/gearforged/thirteenth-age/state";

const shows = (actor: Actor.Implementation): boolean => actor.isOwner && isThirteenthAge(actor);

export const THIRTEENTH_AGE_CONTROLS: readonly HeaderControl[] = [
  {
    cssClass: "augmented-dnd5e-ga-maintain",
    icon: "fa-solid fa-screwdriver-wrench",
    label: "AUGMENTED.Dnd5e.ThirteenthAge.Control.maintain",
    hint: "AUGMENTED.Dnd5e.ThirteenthAge.Control.maintainHint",
    shows,
    open: (actor) => startFourHourMaintenance(actor),
  },
  {
    cssClass: "augmented-dnd5e-ga-repair",
    icon: "fa-solid fa-gears",
    label: "AUGMENTED.Dnd5e.ThirteenthAge.Control.repair",
    hint: "AUGMENTED.Dnd5e.ThirteenthAge.Control.repairHint",
    shows,
    open: (actor) => repairerCheck(actor),
  },
  {
    cssClass: "augmented-dnd5e-ga-underwater",
    icon: "fa-solid fa-water",
    label: "AUGMENTED.Dnd5e.ThirteenthAge.Control.underwater",
    hint: "AUGMENTED.Dnd5e.ThirteenthAge.Control.underwaterHint",
    shows,
    open: (actor) => setUnderwater(actor, thirteenthAgeView(actor)?.underwater.since === null),
  },
];
