/**
 * Which world the module was loaded into: dnd5e in a supported line, dnd5e of another
 * version (a warning naming the versions; the module still runs), or another system (it registers nothing).
 * Plain data in and out, so the version table is tested without Foundry.
 */
import { HOST_SYSTEM_ID } from "./constants";

/** A supported line of dnd5e: the major version and, when only one minor line is supported, that minor. */
interface SupportedLine {
  major: number;
  minor: number | null;
  /** As users read it in the warning. */
  label: string;
}

/**
 * The dnd5e lines the module has been checked on: 5.3.x (Foundry 13 and 14). module.json's
 * `relationships.systems` states the same range. 6.x moved data paths the module has not been checked against, so
 * a 6.x world gets the warning too, and the module still runs there.
 */
export const SUPPORTED_DND5E: readonly SupportedLine[] = [{ major: 5, minor: 3, label: "5.3.x" }];

export type HostCheck =
  | { kind: "supported"; version: string }
  | { kind: "unsupportedVersion"; version: string; supported: string }
  | { kind: "otherSystem"; systemId: string };

/** The checked versions, as the warning names them ("5.3.x"). */
export function supportedVersionsText(): string {
  return SUPPORTED_DND5E.map((line) => line.label).join(", ");
}

/** `major.minor…` of a version string, or null when it does not start with two numbers. */
function majorMinor(version: string): { major: number; minor: number } | null {
  const match = /^(\d+)\.(\d+)(?:[.-]|$)/.exec(version.trim());
  return match ? { major: Number(match[1]), minor: Number(match[2]) } : null;
}

/** Whether a dnd5e version is in one of the supported lines. */
export function isSupportedDnd5e(version: string): boolean {
  const parsed = majorMinor(version);
  if (!parsed) return false;
  return SUPPORTED_DND5E.some((line) => line.major === parsed.major && (line.minor === null || line.minor === parsed.minor));
}

/** What the module should do in a world of `systemId` at `version`. */
export function checkHost(systemId: string, version: string): HostCheck {
  if (systemId !== HOST_SYSTEM_ID) return { kind: "otherSystem", systemId };
  if (!isSupportedDnd5e(version)) return { kind: "unsupportedVersion", version, supported: supportedVersionsText() };
  return { kind: "supported", version };
}
