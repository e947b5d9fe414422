/**
 * A tiny system entry for the stand-in's self-tests: written the way src/index.ts will be (globals only).
 * Types are loose on purpose: this file exercises the stand-in at run time; the real system is type-checked
 * against fvtt-types.
 */
/* eslint-disable @typescript-eslint/no-explicit-any */
const g = globalThis as any; // the stand-in's globals, typed by fvtt-types in the real system

const { fields } = g.foundry.data;

export class CharacterData extends g.foundry.abstract.TypeDataModel {
  static defineSchema() {
    return {
      hp: new fields.SchemaField({
        value: new fields.NumberField({ required: true, nullable: false, integer: true, initial: 10, min: 0 }),
        max: new fields.NumberField({ required: true, nullable: false, integer: true, initial: 10, min: 0 }),
      }),
      level: new fields.NumberField({ required: true, nullable: false, integer: true, initial: 1, min: 1, max: 20 }),
      biography: new fields.HTMLField(),
      tags: new fields.SetField(new fields.StringField()),
    };
  }

  prepareDerivedData() {
    this.hp.pct = Math.round((this.hp.value / this.hp.max) * 100);
    const parent = this.parent;
    this.augmentCount = parent.items.filter((i: any) => i.type === "augment").length;
  }
}

export class AugmentData extends g.foundry.abstract.TypeDataModel {
  static defineSchema() {
    return {
      section: new fields.StringField({ required: true, blank: false, initial: "head", choices: ["head", "torso", "arm"] }),
      uses: new fields.SchemaField({
        value: new fields.NumberField({ integer: true, min: 0, initial: 0 }),
        max: new fields.NumberField({ integer: true, min: 0, initial: 2 }),
      }),
    };
  }
}

/** A module-level registry: each client's copy of this module has its own (truthful-clients self-test). */
export const kinds = new Set<string>();
/** Each `_onUpdate` of a FakeActor, as `<client user>:<own copy?>:<hp>` (this module copy's record). */
export const updates: string[] = [];

export class FakeActor extends g.Actor {
  prepareDerivedData() {
    super.prepareDerivedData();
    this.derivedByDocument = true;
  }

  /** Whether this copy's module knows a kind: runs the code of the client whose copy the document is. */
  knows(kind: string): boolean {
    return kinds.has(kind);
  }

  _onUpdate(changed: any, options: any, userId: string) {
    super._onUpdate(changed, options, userId);
    updates.push(`${g.game.user.name}:${this === g.game.actors.get(this.id)}:${this.system.hp.value}`);
  }
}

export const calls: string[] = [];

g.Hooks.once("init", () => {
  calls.push(`init:${g.game.userId}:${String(g.game.user)}`);
  g.CONFIG.Actor.documentClass = FakeActor;
  g.CONFIG.Actor.dataModels = { character: CharacterData };
  g.CONFIG.Item.dataModels = { augment: AugmentData };
  g.CONFIG.AUGMENTED = { sections: ["head", "torso", "arm"] };
  g.game.settings.register("augmented", "automation", {
    scope: "world", config: true, type: String, default: "prompt",
    choices: { auto: "auto", prompt: "prompt", off: "off" },
    onChange: (value: string) => calls.push(`onChange:${value}:${g.game.user.name}`),
  });
  g.game.settings.register("augmented", "theme", { scope: "client", type: String, default: "dark" });
});

g.Hooks.once("ready", () => {
  calls.push(`ready:${g.game.user.name}`);
});

const { HandlebarsApplicationMixin } = g.foundry.applications.api;
const { ActorSheetV2 } = g.foundry.applications.sheets;

export class CharacterSheet extends HandlebarsApplicationMixin(ActorSheetV2) {
  static DEFAULT_OPTIONS = {
    classes: ["augmented", "character"],
    form: { submitOnChange: true },
    actions: {
      heal(this: any) {
        return this.actor.update({ "system.hp.value": this.actor.system.hp.max });
      },
      deleteItem(this: any, _event: Event, target: HTMLElement) {
        return this.actor.items.get(target.dataset.itemId).delete();
      },
    },
  };

  static PARTS = {
    header: { template: "systems/augmented/test/integration/standin/templates/character-header.hbs" },
    body: { template: "systems/augmented/test/integration/standin/templates/character-body.hbs" },
  };

  async _prepareContext(options: unknown) {
    const context = await super._prepareContext(options);
    context.items = [...this.actor.items.contents].sort((a: { sort: number }, b: { sort: number }) => a.sort - b.sort); // the order a sort drop sets
    context.levels = { 1: "One", 2: "Two", 3: "Three" };
    return context;
  }
}

g.Hooks.once("init", () => {
  g.foundry.documents.collections.Actors.unregisterSheet("core", g.foundry.appv1.sheets.ActorSheet);
  g.foundry.documents.collections.Actors.registerSheet("augmented", CharacterSheet, { types: ["character"], makeDefault: true });
  g.game.i18n.translations.AUGMENTED ??= { Test: { Hello: "Hello {name}" } };
});

/** Records of which client ran what, for the multi-client self-tests. */
export const seen: string[] = [];

g.Hooks.once("ready", () => {
  g.game.socket.on("system.augmented", (payload: { type: string; actorId: string; hp: number }) => {
    seen.push(`socket:${payload.type}:${g.game.user.name}`);
    // Only the active GM acts on requests, as the system's socket layer will.
    if (payload.type === "setHp" && g.game.user === g.game.users.activeGM) {
      return g.game.actors.get(payload.actorId).update({ "system.hp.value": payload.hp });
    }
  });
});

g.Hooks.on("updateActor", (actor: any, changed: any, _options: unknown, userId: string) => {
  seen.push(`updateActor:${actor.name}:${g.game.user.name}:by:${g.game.users.get(userId).name}:${Object.keys(changed).join(",")}`);
});

g.Hooks.on("renderChatMessageHTML", (message: any, html: HTMLElement) => {
  html.querySelector("[data-action=apply]")?.addEventListener("click", () => {
    seen.push(`apply:${message.id}:${g.game.user.name}`);
  });
});
