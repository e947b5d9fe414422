/**
 * The `foundry` namespace and the other globals, as plain objects. globals.ts installs them.
 */
import { ActiveEffect } from "./active-effect";
import { Actor } from "./actor";
import { ActorSheet, Application, ItemSheet } from "./appv1";
import { Collection } from "./collection";
import { CONST } from "./constants";
import { DataModel, TypeDataModel } from "./data-model";
import { Document } from "./document";
import { EmbeddedCollection, EmbeddedCollectionField } from "./embedded";
import * as scalarFields from "./fields";
import * as compoundFields from "./fields-compound";
import { GridlessGrid, HexagonalGrid, SquareGrid, BaseGrid } from "./grid";
import { Hooks } from "./hooks";
import { Localization } from "./i18n";
import { Item } from "./item";
import { User } from "./user";
import { fromUuid, fromUuidSync } from "./uuid";
import { utils } from "./utils";
import { DataModelValidationError } from "./validation";
import { Actors, ChatMessages, CombatEncounters, Items, Users, WorldCollection } from "./world-collection";
import { GameTime } from "./time";
import { ClientSettings } from "./settings";
import { extraNamespace, extraGlobals } from "./namespace-extras";

const fields = {
  ...scalarFields,
  ...compoundFields,
  EmbeddedCollectionField,
};

export function buildNamespace(): Record<string, unknown> {
  const base: Record<string, unknown> = {
    utils: { ...utils, Collection, fromUuid, fromUuidSync },
    CONST,
    abstract: { DataModel, TypeDataModel, Document, EmbeddedCollection },
    data: { fields, validation: { DataModelValidationError } },
    documents: {
      Actor, Item, ActiveEffect, User,
      BaseActor: Actor, BaseItem: Item, BaseActiveEffect: ActiveEffect, BaseUser: User,
      collections: { Actors, Items, Users, ChatMessages, CombatEncounters, WorldCollection },
      abstract: { WorldCollection },
    },
    grid: { BaseGrid, SquareGrid, HexagonalGrid, GridlessGrid },
    appv1: { sheets: { ActorSheet, ItemSheet }, api: { Application } },
    helpers: { Hooks, Localization, GameTime, ClientSettings },
  };
  return mergeNamespaces(base, extraNamespace());
}

function mergeNamespaces(target: Record<string, unknown>, source: Record<string, unknown>): Record<string, unknown> {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (existing && typeof existing === "object" && value && typeof value === "object" && !Array.isArray(value) && typeof value !== "function") {
      target[key] = mergeNamespaces({ ...(existing as Record<string, unknown>) }, value as Record<string, unknown>);
    } else target[key] = value;
  }
  return target;
}

/** Plain (non-getter) globals besides `foundry`. */
export function buildGlobals(): Record<string, unknown> {
  return {
    Hooks, CONST, Actor, Item, ActiveEffect, User, Actors, Items, Collection, fromUuid, fromUuidSync,
    ...extraGlobals(),
  };
}
