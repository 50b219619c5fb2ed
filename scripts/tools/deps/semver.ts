/** A version as npm publishes them: `1.2.3`, `1.2.3-beta.1`, with build metadata ignored. */
interface Version {
  readonly release: readonly [number, number, number];
  readonly prerelease: readonly string[];
}

export function parseVersion(text: string): Version | undefined {
  const match = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/.exec(text.trim());
  if (!match) return undefined;
  return { release: [Number(match[1]), Number(match[2]), Number(match[3])], prerelease: match[4] ? match[4].split('.') : [] };
}

function compareIdentifiers(a: string, b: string): number {
  const numeric = /^\d+$/;
  if (numeric.test(a) && numeric.test(b)) return Number(a) - Number(b);
  // A numeric identifier sorts before an alphanumeric one.
  if (numeric.test(a)) return -1;
  if (numeric.test(b)) return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Semantic-versioning order: negative when a comes first. A release sorts after its prereleases. */
export function compareVersions(a: Version, b: Version): number {
  const [majorA, minorA, patchA] = a.release;
  const [majorB, minorB, patchB] = b.release;
  const release = majorA - majorB || minorA - minorB || patchA - patchB;
  if (release) return release;
  if (!a.prerelease.length || !b.prerelease.length) return b.prerelease.length - a.prerelease.length;
  for (const [index, identifier] of a.prerelease.entries()) {
    const other = b.prerelease[index];
    // The shorter list has run out with every identifier equal: the longer one sorts after it.
    if (other === undefined) break;
    const difference = compareIdentifiers(identifier, other);
    if (difference) return difference;
  }
  return a.prerelease.length - b.prerelease.length;
}
