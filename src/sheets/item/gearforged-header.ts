/** The item sheet header's Use button of a Gearforged upgrade that has a use of its own (Claw Arm laser, Quick Fix, Jet Pack). */
import { localize } from "../../utils/notify";
import { usableUpgrade } from "../../workflows/gearforged/arms";
import { action } from "./header-action";
import { registerHeaderAction } from "./header-actions";

/** Called once at init (the Gearforged feature's registration, src/features/gearforged.ts). */
export function registerUpgradeHeaderAction(): void {
  registerHeaderAction("upgrade", {
    button: (item) => (usableUpgrade(item) ? action("use", localize("AUGMENTED.Item.HeaderAction.Upgrade", { name: item.name })) : null),
    run: (actor, item) => actor.useUpgrade(item),
  });
}
