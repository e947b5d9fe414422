/**
 * CORE-2 for unlinked tokens. An unlinked token's actor is its world actor's data with the token's ActorDelta
 * over it, so lowering the world actor's maximum HP below the HP a token's delta holds would leave that token's
 * actor with value > max, failing the model's joint validation. Before the world actor's update, each such token's
 * HP is brought down to the new maximum by the token's own update (valid under the old maximum too, so every step
 * stays valid); a token whose delta sets its own maximum keeps it. When the user may not update one of those
 * tokens, the whole change is refused with a message and nothing is written.
 */
import { notifyError } from "../../utils/notify";
import { ACTOR_PATHS } from "../../data/actor/paths";
import { asNumber, changedValue } from "../../data/actor/parts/hp-guard";

interface TokenLike {
  actorLink?: boolean;
  name?: string | null;
  delta?: { _source?: unknown } | null;
  actor?: Actor.Implementation | null;
}

/** The unlinked tokens of `actor` whose HP would exceed `max`, with that HP. */
function tokensAbove(actor: Actor.Implementation, max: number): Array<{ token: TokenLike; actor: Actor.Implementation; value: number }> {
  // cast: v13 Actor#getDependentTokens returns TokenDocuments; this reads their delta and synthetic actor.
  const tokens = actor.getDependentTokens() as TokenLike[];
  const out: Array<{ token: TokenLike; actor: Actor.Implementation; value: number }> = [];
  for (const token of tokens) {
    if (token.actorLink || !token.actor) continue;
    if (foundry.utils.getProperty(token.delta?._source ?? {}, ACTOR_PATHS.hp.max) !== undefined) continue;
    const value = asNumber(foundry.utils.getProperty(token.actor._source, ACTOR_PATHS.hp.value));
    if (value !== undefined && value > max) out.push({ token, actor: token.actor, value });
  }
  return out;
}

/** Brings unlinked tokens' HP down to a lowered maximum first; false (after telling the user) when it may not. */
export async function clampTokenHpFirst(actor: Actor.Implementation, changes: unknown): Promise<boolean> {
  if (actor.isToken || typeof changes !== "object" || changes === null) return true;
  // cast: a non-null object (checked just above), read by path.
  const max = asNumber(changedValue(changes as Record<string, unknown>, ACTOR_PATHS.hp.max));
  if (max === undefined) return true;
  const above = tokensAbove(actor, Math.max(0, max));
  const forbidden = above.find((entry) => !entry.actor.isOwner);
  if (forbidden) {
    notifyError("AUGMENTED.Error.TokenHpAboveMax", { name: forbidden.token.name ?? actor.name ?? "", value: String(forbidden.value), max: String(max) });
    return false;
  }
  for (const entry of above) {
    // cast: a dotted path of the actor models (docs/actor-data.md).
    await entry.actor.update({ [ACTOR_PATHS.hp.value]: Math.max(0, max) } as Actor.UpdateData);
  }
  return true;
}
