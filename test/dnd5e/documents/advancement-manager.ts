/**
 * dnd5e's AdvancementManager for a newly added item (release-5.3.3 `module/applications/advancement/
 * advancement-manager.mjs`): `forNewItem(actor, itemData)` (:241) puts a copy of the item (a new `_id`) on a clone
 * of the actor and makes one step per advancement up to the current level; `#complete` (:880) diffs the clone
 * against the actor, fires `dnd5e.preAdvancementManagerComplete(manager, actorUpdates, toCreate, toUpdate,
 * toDelete)` (false: nothing is applied), then `actor.update(updates, {isAdvancement: true})` and
 * `createEmbeddedDocuments("Item", toCreate, {keepId: true, isAdvancement: true})` (:914), then
 * `dnd5e.advancementManagerComplete(manager)` (:926).
 * Simplified: the stand-in has no manager window; `render()` completes at once with the level-0 advancements'
 * default choices, or those queued with `AdvancementManager.queueChoices` (see data/advancement.ts).
 * Only the created items (the item itself, then what its ItemGrant advancements give, in that order as on the
 * clone) and the actor's system changes are applied (no other item is touched by level-0 race advancements).
 */
import { Hooks } from "../../foundry/hooks";
import { deepClone, diffObject, randomID, setProperty, type PlainObject } from "../../foundry/utils";
import { advancementsOf, applyInitialAdvancements, applyItemGrants, type AdvancementChoices } from "../data/advancement";
import { fromUuid } from "../../foundry/uuid";

interface ManagedActor {
  _source: PlainObject;
  update(data: PlainObject, options?: PlainObject): Promise<unknown>;
  createEmbeddedDocuments(name: string, data: PlainObject[], options?: PlainObject): Promise<unknown[]>;
}

export class AdvancementManager {
  /** Choices for the next managers, oldest first (a test stands for the person clicking through the steps). */
  private static queued: AdvancementChoices[] = [];

  static queueChoices(choices: AdvancementChoices): void {
    this.queued.push(choices);
  }

  readonly steps: { type: "forward"; advancementId: string }[] = [];
  itemData: PlainObject = {};
  created: unknown[] = [];

  constructor(readonly actor: ManagedActor) {}

  static forNewItem(actor: ManagedActor, itemData: PlainObject): AdvancementManager {
    const manager = new this(actor);
    manager.itemData = { ...deepClone(itemData), _id: randomID() };
    for (const adv of advancementsOf(manager.itemData.system as PlainObject | undefined)) {
      if (adv.level === 0) manager.steps.push({ type: "forward", advancementId: adv._id });
    }
    return manager;
  }

  /** Runs the steps and completes (the stand-in's window). */
  async render(_force?: boolean): Promise<this> {
    const choices = AdvancementManager.queued.shift() ?? {};
    const source = { system: deepClone(this.actor._source.system) };
    const { actor, values } = applyInitialAdvancements(source, (this.itemData.system ?? {}) as PlainObject, choices);
    const grants = await applyItemGrants(this.itemData, async (uuid) => {
      const document = (await fromUuid(uuid)) as { toObject(): PlainObject } | null;
      return document ? document.toObject() : null;
    });
    for (const [id, value] of Object.entries({ ...values, ...grants.values })) setProperty(this.itemData, `system.advancement.${id}.value`, value);
    const updates = diffObject(source, actor) as PlainObject;
    const toCreate = [this.itemData, ...grants.items];
    if (Hooks.call("dnd5e.preAdvancementManagerComplete", this, updates, toCreate, [], []) === false) return this;
    await Promise.all([
      Object.keys(updates).length ? this.actor.update(updates, { isAdvancement: true }) : Promise.resolve(),
      this.actor.createEmbeddedDocuments("Item", toCreate, { keepId: true, isAdvancement: true }).then((created) => { this.created = created; }),
    ]);
    Hooks.callAll("dnd5e.advancementManagerComplete", this);
    return this;
  }
}
