/**
 * Which world the module was loaded into: dnd5e in a line it has been checked on, dnd5e of another version whose
 * data layout it knows (a warning naming the checked versions; the module runs with that layout), dnd5e of a line
 * whose layout it does not know (the warning, and nothing registered), or another system (nothing registered).
 * Plain data in and out, so the version table is tested without Foundry.
 */
import { HOST_SYSTEM_ID } from "./constants";
import { type Dnd5eLine, dnd5eLineOf } from "./data-paths";

/** A checked line of dnd5e: the major version and, when only one minor line is checked, that minor. */
interface SupportedLine {
  major: number;
  minor: number | null;
  /** As users read it in the warning. */
  label: string;
}

/**
 * The dnd5e lines the module has been checked on, and how: 5.3.x on dnd5e's release-5.3.3 source (Foundry 13 and
 * 14); 6.0.x on the data paths dnd5e 6.0 moved, read from its public pull requests and a 6.x source copy
 * (test/dnd5e/README.md, "dnd5e 6.x"; Foundry 14). module.json's `relationships.systems` states the same range.
 * 6.1 and later are not checked: a 6.1 world gets the warning and runs with the 6.x layout.
 */
export const SUPPORTED_DND5E: readonly SupportedLine[] = [
  { major: 5, minor: 3, label: "5.3.x" },
  { major: 6, minor: 0, label: "6.0.x" },
];

export type HostCheck =
  | { kind: "supported"; version: string; line: Dnd5eLine }
  | { kind: "unsupportedVersion"; version: string; supported: string; line: Dnd5eLine }
  | { kind: "unknownLine"; version: string; supported: string }
  | { kind: "otherSystem"; systemId: string };

/** The checked versions, as the warning names them ("5.3.x, 6.0.x"). */
export function supportedVersionsText(): string {
  return SUPPORTED_DND5E.map((line) => line.label).join(", ");
}

/** `major.minor…` of a version string, or null when it does not start with two numbers. */
function majorMinor(version: string): { major: number; minor: number } | null {
  const match = /^(\d+)\.(\d+)(?:[.-]|$)/.exec(version.trim());
  return match ? { major: Number(match[1]), minor: Number(match[2]) } : null;
}

/** Whether a dnd5e version is in one of the checked lines. */
export function isSupportedDnd5e(version: string): boolean {
  const parsed = majorMinor(version);
  if (!parsed) return false;
  return SUPPORTED_DND5E.some((line) => line.major === parsed.major && (line.minor === null || line.minor === parsed.minor));
}

/** What the module should do in a world of `systemId` at `version`. */
export function checkHost(systemId: string, version: string): HostCheck {
  if (systemId !== HOST_SYSTEM_ID) return { kind: "otherSystem", systemId };
  const line = dnd5eLineOf(version);
  if (line === null) return { kind: "unknownLine", version, supported: supportedVersionsText() };
  if (!isSupportedDnd5e(version)) return { kind: "unsupportedVersion", version, supported: supportedVersionsText(), line };
  return { kind: "supported", version, line };
}
