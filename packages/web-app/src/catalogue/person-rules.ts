/**
 * Why: 001 §5 — a child profile sees only a person's titles for age 12 and under (a missing age counts
 * as adult); a person page is noindex with fewer than 2 titles, and any page whose route id has no
 * letters is noindex too.
 */
export const CHILD_MAX_AGE = 12;

export function personTitles<T extends { age?: number | null }>(
  titles: readonly T[],
  childProfile: boolean,
): T[] {
  return childProfile
    ? titles.filter((c) => typeof c.age === 'number' && c.age <= CHILD_MAX_AGE)
    : [...titles];
}

export function shouldNoindex(routeId: string, titleCount: number): boolean {
  return !/[a-z]/i.test(routeId) || titleCount < 2;
}
