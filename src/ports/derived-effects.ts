/**
 * Derived effects: what a feature adds to a creature's derived numbers (every ability modifier, armor class, a
 * speed), said in the rules' vocabulary. The host's actor port turns each contribution into the Active Effect
 * changes its own derivation applies (`port.effectChanges`), so a feature never names where a host keeps its AC or
 * its speeds: each host's adapter maps them (a host whose speeds are one number maps every mode onto it).
 */
import type { EffectChangeSpec } from "../compat/effect-data";

/** The speeds a contribution may change (the rules' movement modes). */
export type SpeedMode = "walk" | "fly" | "swim" | "climb" | "burrow";

export type DerivedContribution =
  /** +`bonus` to every ability modifier, and so to what each feeds (checks, saves, DCs, attacks: SF-4). */
  | { kind: "abilityModifier"; bonus: number }
  /** +`bonus` to armor class. */
  | { kind: "armorClass"; bonus: number }
  /** A speed: `add` feet to it, or raise it to `atLeast` feet (a creature already faster keeps its own). */
  | { kind: "speed"; mode: SpeedMode; add: number }
  | { kind: "speed"; mode: SpeedMode; atLeast: number }
  /** A speed held at `set` feet whatever else grants one (GF-BODY-2: a body that sinks swims at 0). */
  | { kind: "speed"; mode: SpeedMode; set: number }
  /** The creature hovers while it flies. */
  | { kind: "hover" }
  /** +`bonus` (negative: a penalty) to every roll of one kind: skill checks, attack rolls or damage rolls. */
  | { kind: "rollBonus"; rolls: RollKind; bonus: number };

/** The kinds of roll a `rollBonus` contribution reaches. */
export type RollKind = "skill" | "attack" | "damage";

/** Turns contributions into the changes of one Active Effect, in a host's terms (the port's `effectChanges`). */
export type EffectChangesOf = (contributions: readonly DerivedContribution[]) => EffectChangeSpec[];

/**
 * The changes for a host that keeps speeds at `movement.<mode>`, hovering at `movement.hover` (or at `hover` when
 * the host keeps it apart from the speeds) and an AC bonus at `acBonus` (the system's layout and a 5e host's share
 * this shape); `abilityModifier` is the host's own (`modifier`).
 */
export function layoutEffectChanges(
  contributions: readonly DerivedContribution[],
  layout: {
    movement: string;
    hover?: string;
    acBonus: string;
    acBonusValue: (bonus: number) => string;
    abilityModifier: (bonus: number) => EffectChangeSpec[];
    rollBonus: (rolls: RollKind, bonus: number) => EffectChangeSpec[];
  },
): EffectChangeSpec[] {
  return contributions.flatMap((contribution): EffectChangeSpec[] => {
    switch (contribution.kind) {
      case "abilityModifier":
        return layout.abilityModifier(contribution.bonus);
      case "rollBonus":
        return layout.rollBonus(contribution.rolls, contribution.bonus);
      case "armorClass":
        return [{ key: layout.acBonus, kind: "add", value: layout.acBonusValue(contribution.bonus) }];
      case "hover":
        return [{ key: layout.hover ?? `${layout.movement}.hover`, kind: "override", value: "true" }];
      case "speed": {
        const key = `${layout.movement}.${contribution.mode}`;
        if ("add" in contribution) return [{ key, kind: "add", value: String(contribution.add) }];
        if ("set" in contribution) return [{ key, kind: "override", value: String(contribution.set) }];
        return [{ key, kind: "upgrade", value: String(contribution.atLeast) }];
      }
    }
  });
}
