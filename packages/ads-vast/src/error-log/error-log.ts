/**
 * §8: the last 50 ad error reports are kept locally, for support and the
 * diagnostics panel. Storage is injectable; the default localStorage is guarded
 * (sandboxed iframes and private modes throw on access) and a corrupt entry is
 * ignored rather than breaking ads. Entries are also kept in memory, so a
 * failing storage loses nothing for this page's lifetime.
 */
import { ERROR_LOG_SIZE, ERROR_LOG_STORAGE_KEY } from '../constants';

export interface AdErrorReport {
  code: number;
  message: string;
  url?: string;
  /** Epoch ms. */
  time: number;
  adId?: string;
}

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface ErrorLogOptions {
  now: () => number;
  /** Defaults to window.localStorage when reachable; null keeps the log in memory only. */
  storage?: KeyValueStorage | null;
  limit?: number;
  key?: string;
}

export interface ErrorLog {
  record(report: Omit<AdErrorReport, 'time'> & { time?: number }): AdErrorReport;
  /** Oldest first. */
  list(): AdErrorReport[];
  clear(): void;
}

function defaultStorage(): KeyValueStorage | null {
  try {
    return (globalThis as { localStorage?: KeyValueStorage }).localStorage ?? null;
  } catch {
    return null;
  }
}

function isReport(value: unknown): value is AdErrorReport {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.code === 'number' && typeof entry.message === 'string' && typeof entry.time === 'number'
  );
}

export function createErrorLog(options: ErrorLogOptions): ErrorLog {
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  const limit = options.limit ?? ERROR_LOG_SIZE;
  const key = options.key ?? ERROR_LOG_STORAGE_KEY;

  const load = (): AdErrorReport[] => {
    try {
      const parsed: unknown = JSON.parse(storage?.getItem(key) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(isReport) : [];
    } catch {
      return [];
    }
  };
  let entries = load().slice(-limit);
  const save = (): void => {
    try {
      storage?.setItem(key, JSON.stringify(entries));
    } catch {
      // Quota or privacy mode: the in-memory copy still holds the reports.
    }
  };

  return {
    record(report) {
      const entry: AdErrorReport = {
        code: report.code,
        message: report.message,
        time: report.time ?? options.now(),
        ...(report.url ? { url: report.url } : {}),
        ...(report.adId ? { adId: report.adId } : {}),
      };
      entries = [...entries, entry].slice(-limit);
      save();
      return entry;
    },
    list: () => [...entries],
    clear() {
      entries = [];
      save();
    },
  };
}
