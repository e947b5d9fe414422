/**
 * `ui.notifications` (https://foundryvtt.com/api/v13/classes/foundry.applications.ui.Notifications.html):
 * info/warn/error/success/notify, with the v13 `localize` and `format` options. Nothing is shown; every call
 * is recorded on the world (`world.notifications`) with the client it happened on.
 */
import type { Localization } from "./i18n";

export type NotificationLevel = "info" | "warning" | "error" | "success";

export interface NotificationRecord {
  id: number;
  level: NotificationLevel;
  message: string;
  /** The user whose client showed it. */
  userId: string;
  options: NotificationOptions;
}

export interface NotificationOptions {
  localize?: boolean;
  format?: Record<string, string>;
  permanent?: boolean;
  console?: boolean;
  [option: string]: unknown;
}

let nextId = 1;

export class Notifications {
  private readonly sink: NotificationRecord[];
  private readonly userId: string;
  private readonly i18n: Localization;

  constructor(sink: NotificationRecord[], userId: string, i18n: Localization) {
    this.sink = sink;
    this.userId = userId;
    this.i18n = i18n;
  }

  notify(message: unknown, type: string = "info", options: NotificationOptions = {}): NotificationRecord {
    let text = message instanceof Error ? message.message : String(message);
    if (options.format) text = this.i18n.format(text, options.format);
    else if (options.localize) text = this.i18n.localize(text);
    const level: NotificationLevel = type === "warn" ? "warning" : (["info", "warning", "error", "success"].includes(type) ? type : "info") as NotificationLevel;
    const record: NotificationRecord = { id: nextId++, level, message: text, userId: this.userId, options };
    this.sink.push(record);
    return record;
  }

  info(message: unknown, options?: NotificationOptions): NotificationRecord {
    return this.notify(message, "info", options);
  }

  warn(message: unknown, options?: NotificationOptions): NotificationRecord {
    return this.notify(message, "warning", options);
  }

  error(message: unknown, options?: NotificationOptions): NotificationRecord {
    return this.notify(message, "error", options);
  }

  success(message: unknown, options?: NotificationOptions): NotificationRecord {
    return this.notify(message, "success", options);
  }

  remove(_notification: unknown): void {}

  clear(): void {}

  has(notification: NotificationRecord | number): boolean {
    const id = typeof notification === "number" ? notification : notification.id;
    return this.sink.some((n) => n.id === id);
  }
}
