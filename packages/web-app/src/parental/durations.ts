/**
 * Why (000 §3 "Parental duration config: list of {duration, name}"; §4 "remembered for the configured duration
 * in minutes, or always when the duration is 0"): the "remember the PIN" choices are the operator's, from the
 * platform configuration, each with the operator's name for it. An answer without a usable list keeps the
 * app's own choices (named by the app); a device already set to a duration the list lacks still shows it.
 */
export interface DurationChoice {
  minutes: number;
  /** The operator's name; null: the app names it (always / N minutes). */
  name: string | null;
}

/** The app's choices when the operator lists none. */
export const DEFAULT_DURATIONS: readonly number[] = [0, 5, 15, 30, 60, 240];

function configured(list: unknown): DurationChoice[] {
  if (!Array.isArray(list)) return [];
  const seen = new Set<number>();
  const choices: DurationChoice[] = [];
  for (const item of list) {
    const { duration, name } = (item ?? {}) as { duration?: unknown; name?: unknown };
    if (typeof duration !== 'number' || !Number.isInteger(duration) || duration < 0 || seen.has(duration))
      continue;
    seen.add(duration);
    choices.push({ minutes: duration, name: typeof name === 'string' && name.trim() ? name.trim() : null });
  }
  return choices;
}

export function durationChoices(configuration: unknown, current: number | undefined): DurationChoice[] {
  const list = (configuration as { parental_durations?: unknown } | null | undefined)?.parental_durations;
  const fromOperator = configured(list);
  const choices =
    fromOperator.length > 0 ? fromOperator : DEFAULT_DURATIONS.map((minutes) => ({ minutes, name: null }));
  if (current !== undefined && !choices.some((c) => c.minutes === current))
    return [...choices, { minutes: current, name: null }];
  return choices;
}
