/**
 * The install workflow (CY-INS-1..3, CY-REM-2/3, CY-LE-1, CY-SLOT-1..4): refused in combat, for a damaged or
 * destroyed augment, an occupied or wrong section (nothing created or changed, a localized reason shown);
 * otherwise the GM's two DCs are asked for (pre-filled) and two Sleight of Hand checks rolled on the augment's
 * first installation only (CY-INS-2), the flaw text and an optional Lasting Effect asked for, then ONE write: an
 * update of an owned augment, or the creation of a dropped one already installed. A summary card and the hooks
 * `augmented.preInstallAugment` / `augmented.installAugment` frame it.
 */
import { postCard } from "../../applications/chat/cards";
import { undoRecord } from "../cards/undo";
import { pathsNow } from "../cards/undo-record";
import { askSection } from "../../applications/dialogs/augment-install-dialogs";
import { askSaveDc } from "../../applications/dialogs/augment-save-dc";
import { askText } from "../augment-work/gm-asks";
import { HOOKS } from "../../utils/hook-names";
import {
  type CheckPair,
  DEFAULT_DCS,
  type InstallOutcome,
  type InstallRefusal,
  isSectionId,
  planInstall,
  saveDcChoice,
  SECTION_IDS,
  type SectionId,
  sectionKindOf,
} from "../../rules/cyborg";
import { ensureCanModify, localize, notifyError, notifyWarn } from "../../utils/notify";
import { checkRollLabels, historyWith, askAndRollCheckPair, type RolledPair } from "../augment-work/checks";
import { augmentSystem, designStatusOf, isAugment, otherAugments, sectionCardText, sectionLabel, stateOf } from "../../data/item/augment/read";
import { cardText } from "../../data/chat/card-text";
import { callPostHook, callPreHook } from "../../utils/workflow-hooks";
import { type WorkerOption, resolveWorker, workerLines } from "../augment-work/worker";
import { droppedItemSource } from "../../utils/dropped-item";
import { watchState, writeUnlessGone } from "../recheck/recheck";
import { portOf } from "../../ports/actor-port";

export interface InstallAugmentOptions {
  /** The GM's DCs; asked for in a dialog when absent. */
  dcs?: [number, number];
  /** The flaw description; asked for when absent and the quality is flawed. */
  flaw?: string;
  /** A Lasting Effect to record when one is offered (CY-LE-1); asked for when absent. */
  lastingEffect?: string;
  /** CY-DC-1: the class feature DC to record when the character has several; asked for when absent. */
  saveDcFeatureId?: string;
  /** CY-WHO-1: who does the work when checks are due (skips the question); one the user controls. */
  worker?: WorkerOption;
}

export interface InstalledAugment {
  item: Item.Implementation;
  section: SectionId;
  outcome: InstallOutcome;
  checks: CheckPair | null;
  flaw: string;
  lastingEffect: string;
}

/**
 * CY-DC-1: the DC id to record (undefined: leave it as it is), or null when the user closed the question (the
 * installation is then cancelled before anything is rolled or written).
 */
async function chooseSaveDc(
  actor: Actor.Implementation,
  item: Item.Implementation,
  lastingEffect: string,
  given: string | undefined,
): Promise<string | null | undefined> {
  const state = stateOf(item);
  const choice = saveDcChoice({ ...state, lastingEffect: lastingEffect || state.lastingEffect }, portOf(actor).featureDcs);
  if (choice.kind === "keep") return undefined;
  if (choice.kind === "take") return choice.featureId;
  const picked = given ?? (await askSaveDc(item.name, choice.options));
  return picked !== null && choice.options.some((option) => option.id === picked) ? picked : null;
}

/** The localized reason an installation is refused (`kind`: the augment's design kind, for CY-INS-4's refusal). */
export function installRefusalMessage(reason: InstallRefusal | string, name: string, section: string, other = "", kind = ""): string {
  return localize(`AUGMENTED.AugmentInstall.Refused.${reason}`, { name, section: sectionLabel(section), other, kind: kind ? localize(`AUGMENTED.Augment.Kind.${kind}`) : "" });
}

/** What installing `item` into `section` looks like now, before any check is rolled. */
interface PlannedInstall {
  section: SectionId;
  others: ReturnType<typeof otherAugments>;
  state: ReturnType<typeof stateOf>;
  context: { inCombat: boolean };
  /** The plan without checks: done (an adapted augment), or `checksRequired`. */
  first: ReturnType<typeof planInstall>;
}

/**
 * An install is planned once per drop. The refusal (null when allowed, else the message) and the
 * plan the workflow goes on with come from this one call.
 */
function planInstallNow(actor: Actor.Implementation, item: Item.Implementation, section: string): { refusal: string } | PlannedInstall {
  if (!isAugment(item)) return { refusal: localize("AUGMENTED.AugmentInstall.NotAnAugment", { name: item.name }) };
  if (!isSectionId(section)) return { refusal: localize("AUGMENTED.AugmentInstall.UnknownSection", { section }) };
  // CY-DES-2: a player's design is installed only once it is built (viable and its materials paid).
  if (designStatusOf(item) !== "built") return { refusal: localize("AUGMENTED.AugmentInstall.NotBuilt", { name: item.name }) };
  const owned = item.parent === actor;
  // A copy to be created is not placed yet and has no id of its own on this actor.
  const state = owned ? stateOf(item) : { ...stateOf(item), installedSection: null, id: "" };
  const others = otherAugments(actor, item);
  const context = { inCombat: actor.inCombat };
  const first = planInstall(others, state, section, context, null);
  if (first.ok || first.reason === "checksRequired") return { section, others, state, context, first };
  const other = others.find((a) => a.id === first.blockingAugmentId)?.name ?? "";
  return { refusal: installRefusalMessage(first.reason, item.name, section, other, state.sectionKind) };
}

/** Refusal check only (which sections accept an augment). Null when allowed, else the message. */
export function installRefusal(actor: Actor.Implementation, item: Item.Implementation, section: string): string | null {
  const planned = planInstallNow(actor, item, section);
  return "refusal" in planned ? planned.refusal : null;
}

/**
 * Install `item` (owned by `actor`, or a compendium/sidebar/other actor's augment to be copied onto it) into
 * `section`. Null when refused or cancelled: then nothing was created or changed.
 */
export async function installAugment(
  actor: Actor.Implementation,
  item: Item.Implementation,
  sectionAsked: string,
  options: InstallAugmentOptions = {},
): Promise<InstalledAugment | null> {
  if (!ensureCanModify(actor)) return null;
  const planned = planInstallNow(actor, item, sectionAsked);
  if ("refusal" in planned) {
    notifyWarn("AUGMENTED.AugmentInstall.Plain", { message: planned.refusal });
    return null;
  }
  const { section, others, state, context, first } = planned;
  if (!callPreHook(HOOKS.preInstallAugment, actor, item, section, options)) return null;

  const owned = item.parent === actor;
  // docs/ARCHITECTURE.md, Trust: what the plan read (the augment if owned, the combat state, the sections the other
  // augments take) is re-checked after each await; anything moved → stop, nothing written.
  const watch = watchState({ actor, item: owned ? item : null, combat: true, sections: true });

  // CY-DC-1: asked before anything is rolled, so closing the question costs nothing.
  let saveDcFeatureId = await chooseSaveDc(actor, item, "", options.saveDcFeatureId);
  if (saveDcFeatureId === null || !watch.holds()) return null;

  let rolled: RolledPair | null = null;
  let worker: Actor.Implementation = actor;
  if (!first.ok) {
    // CY-WHO-1: the checks are rolled by whoever does the work.
    const chosen = await resolveWorker(actor, options.worker, {
      title: localize("AUGMENTED.AugmentInstall.InstallTitle", { name: item.name }),
      prompt: localize("AUGMENTED.Worker.InstallPrompt", { name: item.name }),
    }, watch);
    if (!chosen) return null;
    worker = chosen;
    // Checks are due (the only reason left after installRefusal): the GM's DCs, then the two rolls.
    rolled = await askAndRollCheckPair(worker, options.dcs, {
      title: localize("AUGMENTED.AugmentInstall.InstallTitle", { name: item.name }),
      prompt: localize("AUGMENTED.AugmentInstall.InstallDcPrompt", { name: item.name, section: sectionLabel(section) }),
      defaults: [DEFAULT_DCS.installFirst, DEFAULT_DCS.installSecond],
    }, watch);
    if (!rolled || !watch.holds()) return null;
  }
  const checks: CheckPair | null = rolled?.checks ?? null;
  const rolls: Roll[] = rolled ? [...rolled.rolls] : [];
  const outcome = checks ? planInstall(others, state, section, context, checks) : first;
  if (!outcome.ok) {
    notifyError("AUGMENTED.AugmentInstall.Plain", { message: installRefusalMessage(outcome.reason, item.name, section, "", state.sectionKind) });
    return null;
  }

  // The quality's name: in the flaw question, the history's note and the card.
  const qualityKey = outcome.quality ? `AUGMENTED.Augment.Quality.${outcome.quality}` : "AUGMENTED.Augment.QualityNone";
  // CY-INS-2: a flawed installation is still installed; the GM describes the flaw (skipping keeps it blank).
  let flaw = augmentSystem(item).flaw ?? "";
  if (outcome.flawDescriptionNeeded) {
    const quality = localize(qualityKey);
    flaw =
      options.flaw ??
      (await askText({
        title: localize("AUGMENTED.AugmentInstall.FlawTitle", { name: item.name }),
        prompt: localize("AUGMENTED.AugmentInstall.FlawPrompt", { name: item.name, quality }),
        label: localize("AUGMENTED.Augment.Flaw"),
      })) ??
      "";
    if (!watch.holds()) return null;
  } else if (outcome.checksRolled) {
    flaw = "";
  }
  // CY-LE-1: offered on a natural 18–20, optional.
  let lastingEffect = "";
  if (outcome.lastingEffectOffered) {
    lastingEffect =
      options.lastingEffect ??
      (await askText({
        title: localize("AUGMENTED.AugmentInstall.LastingEffectTitle"),
        prompt: localize("AUGMENTED.AugmentInstall.LastingEffectPrompt", { name: item.name }),
        label: localize("AUGMENTED.Augment.LastingEffect"),
        hint: localize("AUGMENTED.AugmentInstall.LastingEffectHint"),
        skipLabel: localize("AUGMENTED.AugmentInstall.Decline"),
      })) ??
      "";
    if (!watch.holds()) return null;
  }

  // CY-DC-1: a Lasting Effect granted just now calls for a save; asked only if the question is still open.
  if (saveDcFeatureId === undefined && lastingEffect) {
    saveDcFeatureId = await chooseSaveDc(actor, item, lastingEffect, options.saveDcFeatureId);
    if (saveDcFeatureId === null || !watch.holds()) return null;
  }

  const note = outcome.checksRolled
    ? localize("AUGMENTED.AugmentInstall.InstallNote", { section: sectionLabel(section), quality: localize(qualityKey) })
    : localize("AUGMENTED.AugmentInstall.InstallNoteAdapted", { section: sectionLabel(section) });
  const changes: Record<string, unknown> = {
    "system.installedSection": section,
    "system.quality": outcome.quality,
    "system.flaw": flaw,
    "system.history": historyWith(item, "install", note),
  };
  if (saveDcFeatureId !== undefined) changes["system.saveDcFeatureId"] = saveDcFeatureId;
  if (lastingEffect) changes["system.lastingEffect"] = lastingEffect;

  let installed: Item.Implementation | null;
  if (!watch.holds()) return null;
  // What the card's Undo restores: the owned augment's paths before, or the augment created.
  const itemBefore = owned ? pathsNow(item, Object.keys(changes)) : null;
  if (owned) {
    // cast: a dotted path map is valid update data.
    if (!(await writeUnlessGone(actor, item, () => item.update(changes as Item.UpdateData)))) return null;
    installed = item;
  } else {
    // A compendium entry is imported as Foundry imports one (no pack folder, sort or ownership; its source kept).
    // cast: mergeObject returns the merged source untyped; it is the augment's item source with the install applied.
    const data = foundry.utils.mergeObject(droppedItemSource(item), foundry.utils.expandObject(changes), { inplace: false }) as Record<string, unknown>;
    delete data._id;
    // cast: the source of an augment item with the install applied.
    const created = await actor.createEmbeddedDocuments("Item", [data as Item.CreateData]);
    // cast: the one Item created from `data` above, an instance of the configured Item class.
    installed = (created?.[0] as Item.Implementation | undefined) ?? null;
  }
  if (!installed || augmentSystem(installed).installedSection !== section) return null;

  const lines = [
    cardText("AUGMENTED.AugmentInstall.InstalledLine", { name: item.name, section: sectionCardText(section) }),
    ...(checks ? [] : [cardText(state.adapted ? "AUGMENTED.AugmentInstall.AdaptedNoChecks" : "AUGMENTED.AugmentInstall.InstalledBeforeNoChecks")]),
    ...workerLines(actor, worker),
    cardText("AUGMENTED.AugmentInstall.QualityLine", { quality: cardText(qualityKey) }),
  ];
  if (outcome.flawDescriptionNeeded && flaw) lines.push(cardText("AUGMENTED.AugmentInstall.FlawLine", { flaw }));
  if (lastingEffect) lines.push(cardText("AUGMENTED.AugmentInstall.LastingEffectLine", { effect: lastingEffect }));
  // How long the work took: secondary, behind the card's details.
  const details = [cardText("AUGMENTED.AugmentInstall.Duration")];
  const undo = undoRecord(actor, {}, itemBefore ? { items: { [installed.id ?? ""]: itemBefore } } : { createdItems: [installed.id ?? ""] });
  await postCard(
    { kind: "augment-install", title: cardText("AUGMENTED.AugmentInstall.InstallTitle", { name: item.name }), lines, details, ...(checks ? { rolls: checkRollLabels(checks) } : {}) },
    { actor, rolls, state: { undo } },
  );

  const result: InstalledAugment = { item: installed, section, outcome, checks, flaw, lastingEffect };
  callPostHook(HOOKS.installAugment, actor, installed, result);
  return result;
}

/** The sections `item` could go into on `actor` right now (CY-SLOT-1..4, CY-INS-1, CY-REM-3). */
export function installableSectionsFor(actor: Actor.Implementation, item: Item.Implementation): SectionId[] {
  return SECTION_IDS.filter((section) => installRefusal(actor, item, section) === null);
}

/**
 * An augment dropped outside the body map, or a carried augment's Install button: asks which of the sections
 * that accept it, then installs. When none does, says why (the refusal for its first section of the right
 * kind) and changes nothing. Null when refused or cancelled.
 */
export async function chooseSectionAndInstall(actor: Actor.Implementation, item: Item.Implementation): Promise<InstalledAugment | null> {
  if (!isAugment(item)) return null;
  const sections = installableSectionsFor(actor, item);
  if (sections.length === 0) {
    const kind = augmentSystem(item).sectionKind;
    const first = SECTION_IDS.find((section) => sectionKindOf(section) === kind) ?? SECTION_IDS[0];
    const refusal = installRefusal(actor, item, first) ?? localize("AUGMENTED.AugmentInstall.NoSection", { name: item.name });
    notifyWarn("AUGMENTED.AugmentInstall.Plain", { message: refusal });
    return null;
  }
  const chosen = await askSection(item.name, sections);
  if (!chosen) return null;
  return installAugment(actor, item, chosen);
}
