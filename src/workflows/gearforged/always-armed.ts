/**
 * GF-UPG-2 Always Armed: the weapon chosen when the upgrade was added (./upgrades.ts) is
 * built into the main arm; the off arm may hold a second, light one. Both cannot be dropped (deleted) or
 * disarmed (unequipped): `alwaysArmedVeto`, from the core preUpdateItem / preDeleteItem listeners, refuses with
 * the reason. They are swapped only during a short or long rest: `swapIntegratedWeapon` runs the rest first
 * (refused or cancelled: nothing changes), re-checks the arms and the weapon against the rule, then records the
 * new weapon on the upgrade and equips it; the old one stays carried.
 */
import { postCard } from "../../applications/chat/cards";
import { cardText } from "../../data/chat/card-text";
import { askGearforgedChoice } from "../../applications/dialogs/gearforged-choice";
import { type ArmSide, type IntegrableWeapon, alwaysArmedEligibility, planAlwaysArmedSwap } from "../../rules/gearforged";
import { alwaysArmedUpgrade, armsOf, integrableWeapon } from "./arms";
import { HOOKS } from "../../utils/hook-names";
import { ensureCanModify, localize, notifyWarn } from "../../utils/notify";
import { callPostHook, callPreHook } from "../../utils/workflow-hooks";
import { refusalText } from "./upgrades";

/** The operation flag that lets the swap itself release the old weapon. */
interface ReleaseOptions {
  augmented?: { integratedWeaponRelease?: boolean };
}

export interface SwapWeaponOptions {
  /** The rest the swap takes (GF-UPG-2: short or long); default short. */
  rest?: "short" | "long";
  /** Short rest: hit dice to spend (skips its dialog). */
  hitDice?: number;
}

export interface SwappedWeapon {
  side: ArmSide;
  weaponId: string | null;
  previousId: string | null;
  message: ChatMessage.Implementation | null;
}


/** The owned weapon `id` as the rules read it (./arms.ts `integrableWeapon`), or null. */
function weaponOf(actor: Actor.Implementation, id: string | null): { item: Item.Implementation; weapon: IntegrableWeapon & { id: string } } | null {
  const item = id === null ? undefined : actor.items.get(id);
  const weapon = item ? integrableWeapon(actor, item) : null;
  return item && weapon ? { item, weapon } : null;
}

/**
 * Swap the weapon in one arm (`weaponId` null: empty the off arm) during a rest. Hooks
 * `augmented.preSwapIntegratedWeapon` (false cancels, before the rest) / `augmented.swapIntegratedWeapon`.
 */
export async function swapIntegratedWeapon(actor: Actor.Implementation, side: ArmSide, weaponId: string | null, options: SwapWeaponOptions = {}): Promise<SwappedWeapon | null> {
  if (!ensureCanModify(actor)) return null;
  const upgrade = alwaysArmedUpgrade(actor);
  const arms = armsOf(actor);
  if (!upgrade || !arms) {
    notifyWarn("AUGMENTED.Gearforged.AlwaysArmed.NoUpgrade", { name: actor.name ?? "" });
    return null;
  }
  const weapon = weaponOf(actor, weaponId);
  if (weaponId !== null && !weapon) {
    notifyWarn("AUGMENTED.Gearforged.Upgrade.NoWeapon", { name: weaponId });
    return null;
  }
  const rest = options.rest === "long" ? "longRest" : "shortRest";
  // Everything but the rest is checked before the rest is spent.
  const before = planAlwaysArmedSwap(arms, side, weapon && weapon.weapon, rest);
  if (!before.ok) {
    ui.notifications?.warn(refusalText(before.reasons));
    return null;
  }
  if (!callPreHook(HOOKS.preSwapIntegratedWeapon, actor, side, weaponId, options)) return null;
  const rested = rest === "longRest" ? await actor.longRest() : await actor.shortRest(options.hitDice === undefined ? {} : { hitDice: options.hitDice });
  if (!rested) return null;
  // Re-check after the rest: the upgrade, the weapon and the other arm as they are now.
  const nowArms = armsOf(actor);
  const nowWeapon = weaponOf(actor, weaponId);
  const plan = nowArms && (weaponId === null || nowWeapon) ? planAlwaysArmedSwap(nowArms, side, nowWeapon && nowWeapon.weapon, rest) : null;
  const current = alwaysArmedUpgrade(actor);
  if (!plan || !plan.ok || !current) {
    if (plan && !plan.ok) ui.notifications?.warn(refusalText(plan.reasons));
    else notifyWarn("AUGMENTED.Gearforged.AlwaysArmed.Changed", { name: actor.name ?? "" });
    return null;
  }
  const previousId = side === "main" ? nowArms!.weaponId : nowArms!.offHandWeaponId;
  const path = side === "main" ? "system.choice.weaponId" : "system.choice.offHandWeaponId";
  // cast: dotted path maps are valid update data (also the two updates below).
  await current.update({ [path]: weaponId } as Item.UpdateData);
  // cast: as above: a dotted-path update of the weapon's own equipped field.
  if (nowWeapon) await nowWeapon.item.update({ "system.equipped": true } as Item.UpdateData);
  const old = weaponOf(actor, previousId);
  const release: ReleaseOptions = { augmented: { integratedWeaponRelease: true } };
  // cast (both): a dotted-path update; the release flag is the system's own option, read by ./vetoes.ts.
  if (old && old.item.id !== weaponId) await old.item.update({ "system.equipped": false } as Item.UpdateData, release as object);
  // With no weapon in the arm before, the line says so instead of naming "—" as carried.
  const change = nowWeapon ? (old ? "Swapped" : "Armed") : old ? "Emptied" : "StaysEmpty";
  const line = cardText(`AUGMENTED.Gearforged.AlwaysArmed.${change}`, {
    name: actor.name ?? "",
    arm: cardText(`AUGMENTED.Gearforged.AlwaysArmed.Arm.${side}`),
    weapon: nowWeapon?.item.name ?? "",
    old: old?.item.name ?? "",
  });
  const message = (await postCard({ kind: "gearforged-always-armed", title: cardText("AUGMENTED.Gearforged.ItemTitle", { name: current.name }), lines: [line] }, { actor })) ?? null;
  const result: SwappedWeapon = { side, weaponId, previousId, message };
  callPostHook(HOOKS.swapIntegratedWeapon, actor, result);
  return result;
}

const EMPTY = "-";

/**
 * From the sheet: ask which owned weapon goes into `side` (the off arm: light weapons, or empty), then swap it
 * during a short rest. Null when cancelled, refused or nothing fits.
 */
export async function chooseIntegratedWeapon(actor: Actor.Implementation, side: string): Promise<SwappedWeapon | null> {
  if (side !== "main" && side !== "off") return null;
  if (!ensureCanModify(actor)) return null;
  const arms = armsOf(actor);
  if (!arms) {
    notifyWarn("AUGMENTED.Gearforged.AlwaysArmed.NoUpgrade", { name: actor.name ?? "" });
    return null;
  }
  const current = side === "main" ? arms.weaponId : arms.offHandWeaponId;
  const other = side === "main" ? arms.offHandWeaponId : arms.weaponId;
  const fitting = actor.items.filter((item) => {
    const weapon = item.id !== current && item.id !== other ? integrableWeapon(actor, item) : null;
    return weapon !== null && alwaysArmedEligibility(weapon, side).ok;
  });
  const options = fitting.map((item) => ({ value: item.id ?? "", label: item.name }));
  if (side === "off" && current !== null) options.push({ value: EMPTY, label: localize("AUGMENTED.Gearforged.AlwaysArmed.Empty") });
  if (options.length === 0) {
    notifyWarn("AUGMENTED.Gearforged.AlwaysArmed.NothingFits", { arm: localize(`AUGMENTED.Gearforged.AlwaysArmed.Arm.${side}`) });
    return null;
  }
  const chosen = await askGearforgedChoice({
    title: localize("AUGMENTED.Gearforged.AlwaysArmed.SwapTitle"),
    intro: localize("AUGMENTED.Gearforged.AlwaysArmed.SwapIntro"),
    label: localize(`AUGMENTED.Gearforged.AlwaysArmed.Arm.${side}`),
    options,
  });
  if (chosen === null) return null;
  return swapIntegratedWeapon(actor, side, chosen === EMPTY ? null : chosen);
}
