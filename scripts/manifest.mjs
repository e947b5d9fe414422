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
 * The repository the release URLs point at: package.json's `repository`, else the `GITHUB_REPOSITORY`
 * ("owner/name") that GitHub Actions sets, so a tag pushed to GitHub releases with working URLs before anyone
 * edits package.json. Null when neither names one.
 * @param {{ repository?: unknown }} pkg package.json
 * @param {Record<string, string | undefined>} [env] the environment (default: process.env)
 * @returns {string | null}
 */
export function releaseRepository(pkg, env = process.env) {
  if (pkg.repository !== undefined) {
    const repo = githubRepositoryUrl(pkg.repository);
    if (repo === null) throw new Error(`package.json "repository" is not a GitHub repository: ${JSON.stringify(pkg.repository)}`);
    return repo;
  }
  return githubRepositoryUrl(env.GITHUB_REPOSITORY);
}

/**
 * The one place the release URLs are spelled. `manifest` always names the latest release's manifest (how
 * Foundry finds updates); `download` names this version's archive, attached to the release tagged v<version>.
 * @param {string} repo https URL of the GitHub repository
 * @param {string} version
 * @param {string} zipName the release archive's file name
 * @param {string} [manifestName] the manifest's file name: "system.json" (default) or "module.json"
 */
export function releaseUrls(repo, version, zipName, manifestName = "system.json") {
  return {
    url: repo,
    manifest: latestManifestUrl(repo, manifestName),
    download: `${repo}/releases/download/v${version}/${zipName}`,
    bugs: `${repo}/issues`,
  };
}

/**
 * The manifest URL a GM pastes into Foundry: the named manifest of the repository's latest release. README.md
 * says it as this URL when package.json names the repository, else as where to copy it from (test/package).
 * @param {string} repo https URL of the GitHub repository
 * @param {string} manifestName
 */
export function latestManifestUrl(repo, manifestName) {
  return `${repo}/releases/latest/download/${manifestName}`;
}

/**
 * Build the manifest that ships in dist/ and release/.
 * @param {Record<string, unknown>} source the repository's system.json
 * @param {{ version: string, repository?: unknown }} pkg package.json
 * @param {string} zipName the release archive's file name
 * @param {Record<string, string | undefined>} [env] the environment (default: process.env)
 */
export function releaseManifest(source, pkg, zipName, env = process.env) {
  const manifest = { ...source, version: pkg.version };
  delete manifest.url;
  delete manifest.manifest;
  delete manifest.download;
  delete manifest.bugs;
  const repo = releaseRepository(pkg, env);
  return repo ? { ...manifest, ...releaseUrls(repo, pkg.version, zipName) } : manifest;
}
