/**
 * "One client acts": which connected user runs automation triggered by a change to `actor`. Every client
 * computes the same answer (users in collection order), and only the chosen one acts.
 */
import { chooseActingUser } from "../rules/core/acting-user";

export interface OwnedDocument {
  testUserPermission(user: User.Implementation, permission: "OWNER"): boolean;
}

/** The user who acts for a change to `actor` made by `triggeringUserId`, or null when nobody can. */
export function actingUserFor(actor: OwnedDocument, triggeringUserId: string | null | undefined): User.Implementation | null {
  const users = [...(game.users ?? [])];
  const id = chooseActingUser(
    users.map((user) => ({
      id: user.id ?? "",
      isGM: user.isGM,
      active: user.active,
      owner: user.isGM || actor.testUserPermission(user, "OWNER"),
    })),
    triggeringUserId,
  );
  return users.find((user) => user.id === id) ?? null;
}

/** True on the one client that should act for this change. */
export function isActingClient(actor: OwnedDocument, triggeringUserId: string | null | undefined): boolean {
  const acting = actingUserFor(actor, triggeringUserId);
  return acting !== null && acting.id === game.user?.id;
}
