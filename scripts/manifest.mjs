// The released system.json: the source manifest plus what the build knows (version, release URLs).

/**
 * The https URL of a GitHub repository named in package.json's `repository`, or null.
 * Accepts "owner/name", "github:owner/name", "https://github.com/owner/name(.git)", "git+https://…",
 * "git@github.com:owner/name.git", or an object with a `url` of one of those forms.
 * @param {unknown} repository
 * @returns {string | null}
 */
export function githubRepositoryUrl(repository) {
  const raw = typeof repository === "string" ? repository : (repository && typeof repository === "object" && "url" in repository ? repository.url : null);
  if (typeof raw !== "string" || raw.trim() === "") return null;
  const value = raw.trim();
  const patterns = [
    /^(?:github:)?([\w.-]+)\/([\w.-]+?)(?:\.git)?$/,
    /^(?:git\+)?(?:https?|git|ssh):\/\/(?:[^@/]+@)?github\.com\/([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/,
    /^git@github\.com:([\w.-]+)\/([\w.-]+?)(?:\.git)?$/,
  ];
  for (const pattern of patterns) {
    const m = value.match(pattern);
    if (m) return `https://github.com/${m[1]}/${m[2]}`;
  }
  return null;
}

/**
 * Build the manifest that ships in dist/ and release/.
 * @param {Record<string, unknown>} source the repository's system.json
 * @param {{ version: string, repository?: unknown }} pkg package.json
 * @param {string} zipName the release archive's file name
 */
export function releaseManifest(source, pkg, zipName) {
  const manifest = { ...source, version: pkg.version };
  delete manifest.url;
  delete manifest.manifest;
  delete manifest.download;
  delete manifest.bugs;
  const repo = githubRepositoryUrl(pkg.repository);
  if (pkg.repository !== undefined && repo === null) {
    throw new Error(`package.json "repository" is not a GitHub repository: ${JSON.stringify(pkg.repository)}`);
  }
  if (repo) {
    manifest.url = repo;
    manifest.manifest = `${repo}/releases/latest/download/system.json`;
    manifest.download = `${repo}/releases/download/v${pkg.version}/${zipName}`;
    manifest.bugs = `${repo}/issues`;
  }
  return manifest;
}
