/**
 * CY-MOB-1/3 on dnd5e's utility activity of a mobility augment: once dnd5e has spent the use and posted its card
 * (`dnd5e.postUseActivity`, module/documents/activity/mixin.mjs:272 at release-5.3.3), the flight or transformation
 * takes effect as in the system's mobility workflow (src/workflows/augment-use/mobility.ts): a flight asks flying
 * (1 minute) or hovering (5 minutes; closing the question flies), then the same timed effect (the fly speed, or the
 * walking bonus) is created on the actor and swept when its time is up, 6 seconds grounded after a flight. The
 * gate (./gate.ts) has already refused a flight still grounded or an augment already active. A jump has nothing
 * lasting: dnd5e's card is all.
 */
import { askFlightMode } from "../../../applications/dialogs/augment-use-flight";
import { mobilityActivation } from "../../../rules/cyborg";
import { stateOf } from "../../../data/item/augment/read";
import { mobilityEffectData } from "../../../workflows/augment-use/effects";
import { portOf } from "../../../ports/actor-port";
import { isModuleAugment } from "../augments";

/** The slice of a dnd5e activity used here. */
export interface MobilityActivityView {
  type?: string;
  item?: { id: string | null; type: string; actor?: Actor.Implementation | null } | null;
}

/** `dnd5e.postUseActivity`: a mobility augment's flight or transformation starts. */
export function onPostUseMobility(activity: MobilityActivityView): void {
  const used = activity.item;
  const actor = used?.actor;
  if (activity.type !== "utility" || !used?.id || !actor || !isModuleAugment(used)) return;
  const item = actor.items.get(used.id);
  if (item) void startMobility(actor, item);
}

/** The timed effect of a flight or transformation (none for a jump or a passive mode); its id, or null. */
export async function startMobility(actor: Actor.Implementation, item: Item.Implementation): Promise<string | null> {
  const state = stateOf(item);
  const spec = state.mobility;
  if (state.purpose !== "mobility" || !spec || (spec.mode !== "fly" && spec.mode !== "transform")) return null;
  const name = item.name ?? "";
  const hover = spec.mode === "fly" && (await askFlightMode({ name, speed: mobilityActivation(spec).speedBonusFt })) === "hover";
  const activation = mobilityActivation(spec, { hover });
  const data = mobilityEffectData({ id: item.id ?? "", name, img: item.img ?? null }, activation, hover, (contributions) => portOf(actor).effectChanges(contributions));
  if (!data) return null;
  // cast: effect source data built by the shared workflow's effects.ts.
  const created = await actor.createEmbeddedDocuments("ActiveEffect", [data as ActiveEffect.CreateData]);
  return created?.[0]?.id ?? null;
}
