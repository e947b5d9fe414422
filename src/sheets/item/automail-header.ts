/** The item sheet header's Attack button of an automail limb with a weapon of its own. */
import { localize } from "../../utils/notify";
import { itemSystemOf } from "../../data/system-of";
import { action } from "./header-action";
import { registerHeaderAction } from "./header-actions";

/** Called once at init (the Automail feature's registration, src/features/automail.ts). */
export function registerLimbHeaderAction(): void {
  registerHeaderAction("automail", {
    button: (item) => {
      const limb = itemSystemOf(item, "automail");
      if (limb.adds.weapon.formula.trim() === "") return null;
      // The limb's own weapon works only while the limb is worn and intact (AM-DMG-1).
      return action("attack", localize(limb.works ? "AUGMENTED.Item.HeaderAction.Limb" : "AUGMENTED.Item.HeaderAction.LimbIdle", { name: item.name }), !limb.works);
    },
    run: (actor, item, event) => actor.attackWithLimb(item, { event }),
  });
}
