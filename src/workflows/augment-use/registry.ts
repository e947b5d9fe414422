/**
 * What other features add to the augments' use, at init (their own register function): the save a structural
 * backlash calls for (CY-ENV-2: the integrity save, for the augment that backlashed). The use workflow reads this
 * list when it runs; it imports no other feature.
 */
export type BacklashSave = (actor: Actor.Implementation, augmentId: string) => Promise<void>;

const BACKLASH: BacklashSave[] = [];

export function registerBacklashSave(save: BacklashSave): void {
  if (!BACKLASH.includes(save)) BACKLASH.push(save);
}

export function backlashSaves(): readonly BacklashSave[] {
  return BACKLASH;
}
