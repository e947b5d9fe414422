/** Localized notifications for the workflows (keys under AUGMENTED.*). */
export function localize(key: string, data?: Record<string, string | number>): string {
  if (!data) return game.i18n!.localize(key);
  return game.i18n!.format(key, Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)])));
}

export function notifyError(key: string, data?: Record<string, string | number>): void {
  ui.notifications?.error(localize(key, data));
}

export function notifyWarn(key: string, data?: Record<string, string | number>): void {
  ui.notifications?.warn(localize(key, data));
}

export function notifyInfo(key: string, data?: Record<string, string | number>): void {
  ui.notifications?.info(localize(key, data));
}

/** Refuse (with a clear message) when the current user may not change this actor. */
export function ensureCanModify(actor: { isOwner: boolean; name: string | null }): boolean {
  if (actor.isOwner) return true;
  notifyError("AUGMENTED.Notify.NotOwner", { name: actor.name ?? "" });
  return false;
}
