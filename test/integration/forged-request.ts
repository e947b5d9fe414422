/**
 * A request stored on the current client's own User document exactly as the system stores one
 * (src/requests/stored-request.ts: `{request, lock, at}` under `flags.augmented.requests.<id>`), but with any
 * content a modified client might write; returns the pointer (with the key) a query sends.
 */
import { REQUESTS_FLAG } from "../../src/requests/stored-request";
import { sha256Hex } from "../../src/utils/sha256";

export interface ForgedPointer {
  userId: string;
  id: string;
  key: string;
}

export async function storeForged(request: unknown): Promise<ForgedPointer> {
  const id = foundry.utils.randomID();
  const key = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
  // cast: the system's flag, written as a modified client would.
  await game.user!.update({ [`flags.augmented.${REQUESTS_FLAG}.${id}`]: { request, lock: sha256Hex(key), at: Date.now() } } as unknown as User.UpdateData);
  return { userId: game.user!.id!, id, key };
}
