/**
 * Why: a viewer must stay in the same A/B group on every start and every device, without a table of
 * assignments to keep in step — the group is a pure function of the test and the viewer's id (FNV-1a
 * over "test:user", spread evenly over the variants).
 */
export function groupOf(testId: number, userId: number, variants: readonly string[]): string {
  let hash = 0x811c9dc5;
  for (const ch of `${testId}:${userId}`) {
    hash ^= ch.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return variants[hash % variants.length] as string;
}
