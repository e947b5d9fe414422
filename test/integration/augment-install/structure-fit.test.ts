/**
 * CY-INS-4 (seed 000, "Augmentation Sections"): an augment's permanent physical structure cannot exceed the body
 * section holding it, so it fits only a section of the kind it was designed for (CY-SLOT-3); temporary
 * expansions while deployed (unfolding wings, telescoping struts, projected structures) are not restricted.
 * Through the real character sheet: a compendium drop into a section of another kind is refused with a message
 * naming both kinds and creates nothing; the same augment goes into a section of its kind whatever its
 * deployment unfolds to; and the design's kind cannot be changed under an installed augment (data level).
 */
import { describe, expect, it } from "vitest";
import { openSheet } from "../helpers";
import { createAugment } from "../augments/helpers";
import { augments, dropOn, packUuid, sectionEl, setup, snapshot } from "./helpers";

describe("the permanent structure fits the section's kind (CY-INS-4)", () => {
  it("CY-INS-4: Fold-out Wings (torso) dropped on the left leg: refused, naming both kinds; nothing created, no card, no dialog", async () => {
    const { world, actor } = await setup();
    const before = snapshot(actor);
    const chat = world.chat.length;
    await world.as(world.player, async () => {
      const sheet = await openSheet(actor);
      dropOn(sectionEl(sheet, "leftLeg"), await packUuid("Fold-out Wings"));
    });
    await world.settle();
    expect(augments(actor)).toHaveLength(0);
    expect(snapshot(actor)).toEqual(before);
    expect(world.chat.length).toBe(chat);
    expect(world.dialogs.history).toHaveLength(0);
    expect(world.notifications.at(-1)).toMatchObject({
      level: "warning",
      message: "Fold-out Wings is not designed for the Left leg: its permanent structure fits only Torso sections. Nothing was changed.",
    });
  });

  it("CY-INS-4: temporary expansions while deployed are exempt: Fold-out Wings, which unfold far past the torso, install into the torso", async () => {
    const { world, actor } = await setup();
    world.dice.queue([12, 16]);
    world.dialogs.respond({ action: "ok", fields: { dc1: 11, dc2: 14 }, client: world.gm });
    await world.as(world.player, async () => {
      const sheet = await openSheet(actor);
      dropOn(sectionEl(sheet, "torso"), await packUuid("Fold-out Wings"));
    });
    await world.settle();
    const [wings] = augments(actor);
    expect(wings?.system.installedSection).toBe("torso");
    // The deployment may describe any temporary size: editing it on the installed augment is accepted.
    const span = "The struts telescope out to a 30-foot wingspan while deployed.";
    await world.as(world.player, () => wings!.update({ system: { deployment: span } }));
    await world.settle();
    expect(wings!.system.deployment).toBe(span);
    expect(wings!.system.installedSection).toBe("torso");
  });

  it("CY-INS-4: the design's section kind cannot change under an installed augment (the structure would no longer fit); nothing changes", async () => {
    const { world, actor } = await setup();
    const cannon = await createAugment(actor, "Wrist Cannon", { installedSection: "rightArm" });
    const before = snapshot(actor);
    // The GM's hand edit: a player's is refused earlier, the design being fixed once built (CY-DES-1, design-fixed.ts).
    await world.as(world.gm, () => cannon.update({ system: { sectionKind: "leg" } }));
    await world.settle();
    expect(snapshot(actor)).toEqual(before);
    expect(world.notifications.at(-1)).toMatchObject({
      level: "warning",
      message: "Wrist Cannon cannot be placed in the Right arm: its permanent structure fits only Leg sections. Nothing was changed.",
    });
  });
});
