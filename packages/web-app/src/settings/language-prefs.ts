/**
 * Why (000 §2 Settings → Language): interface languages come from the network list (interface flag,
 * sorted by priority); the audio-track order is the viewer's and saved locally, as is the subtitle
 * language. Pure helpers over the stored values so reordering and reading back are tested.
 */
import type { KeyValueStore } from '../session/storage';

export interface LanguageOption {
  code: string;
  name: string;
}

export const AUDIO_ORDER_KEY = 'onair.audio_order';
export const SUBTITLE_KEY = 'onair.subtitle_language';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The network's languages as options: interface-only when asked, sorted by priority, no duplicates. */
export function languageOptions(list: unknown, interfaceOnly: boolean): LanguageOption[] {
  if (!Array.isArray(list)) return [];
  const seen = new Set<string>();
  return list
    .filter(isRecord)
    .filter((l) => !interfaceOnly || l.interface === true)
    .map((l) => ({
      code: String(l.key ?? l.lang ?? ''),
      name: String(l.name ?? l.key ?? l.lang ?? ''),
      priority: typeof l.priority === 'number' ? l.priority : Number.MAX_SAFE_INTEGER,
    }))
    .filter((l) => l.code !== '' && !seen.has(l.code) && seen.add(l.code))
    .sort((a, b) => a.priority - b.priority)
    .map(({ code, name }) => ({ code, name }));
}

/** The stored audio order applied to the offered languages: stored ones first, new ones after. */
export function orderedAudio(options: LanguageOption[], store: KeyValueStore): LanguageOption[] {
  let stored: unknown = null;
  try {
    stored = JSON.parse(store.get(AUDIO_ORDER_KEY) ?? 'null');
  } catch {
    stored = null;
  }
  const order = Array.isArray(stored) ? stored.filter((c): c is string => typeof c === 'string') : [];
  const rank = (code: string) => {
    const i = order.indexOf(code);
    return i === -1 ? order.length + options.findIndex((o) => o.code === code) : i;
  };
  return [...options].sort((a, b) => rank(a.code) - rank(b.code));
}

/** `list` with the item at `from` moved to `to` (a drop or an arrow key). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}
