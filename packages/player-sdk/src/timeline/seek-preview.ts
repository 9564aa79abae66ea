/**
 * Why: hovering the progress bar shows a frame of that moment (§2 Player controls). The operator sends a
 * sprite (`screenshot_url`, or `drm.thumbUrl`) and a timings file (`screenshot_timings`, §3 "Screenshot
 * timing file": `seek_points`) locating each tile. Operators differ, so a bare list of points is accepted
 * too; anything else is a clear error and the previews are simply absent: playback never depends on them.
 */
import type { StreamResponse } from '../types/stream-response';

export interface SeekPoint {
  /** Media time in seconds this tile shows from. */
  time: number;
  x: number;
  y: number;
  w: number;
  h: number;
  /** A point may name its own sprite; otherwise the stream's sprite is used. */
  url?: string;
}

export interface SeekPreviews {
  spriteUrl: string;
  /** Sorted by time. */
  points: SeekPoint[];
}

/** What a UI draws: crop `rect` out of `url`. Plain data, safe to put in state. */
export interface Thumbnail {
  url: string;
  time: number;
  rect: { x: number; y: number; w: number; h: number };
}

export class SeekPreviewError extends Error {
  constructor(message: string) {
    super(`screenshot timings: ${message}`);
    this.name = 'SeekPreviewError';
  }
}

function numberField(point: Record<string, unknown>, key: string, index: number): number {
  const raw = point[key];
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new SeekPreviewError(
      `seek_points[${index}].${key} must be a non-negative number, got ${JSON.stringify(raw)}`,
    );
  }
  return value;
}

function parsePoint(raw: unknown, index: number): SeekPoint {
  if (typeof raw !== 'object' || raw === null)
    throw new SeekPreviewError(`seek_points[${index}] is not an object`);
  const point = raw as Record<string, unknown>;
  const parsed: SeekPoint = {
    time: numberField(point, 'time', index),
    x: numberField(point, 'x', index),
    y: numberField(point, 'y', index),
    w: numberField(point, 'w', index),
    h: numberField(point, 'h', index),
  };
  if (typeof point.url === 'string' && point.url !== '') parsed.url = point.url;
  return parsed;
}

/** `{ seek_points: [...] }` or a bare `[...]`, as parsed JSON or as text. */
export function parseScreenshotTimings(input: unknown): SeekPoint[] {
  let json = input;
  if (typeof input === 'string') {
    try {
      json = JSON.parse(input);
    } catch (error) {
      throw new SeekPreviewError(`not JSON (${(error as Error).message})`);
    }
  }
  const list = Array.isArray(json) ? json : (json as { seek_points?: unknown } | null)?.seek_points;
  if (!Array.isArray(list)) throw new SeekPreviewError('expected { seek_points: [...] } or a list of points');
  if (list.length === 0) throw new SeekPreviewError('seek_points is empty');
  return list.map(parsePoint).sort((a, b) => a.time - b.time);
}

export function previewSpriteUrl(stream: StreamResponse): string | null {
  return stream.screenshot_url || stream.drm?.thumbUrl || null;
}

/** The tile on screen at media time `timeS`: the last point starting at or before it. */
export function thumbnailAt(previews: SeekPreviews, timeS: number): Thumbnail | null {
  const { points } = previews;
  let low = 0;
  let high = points.length - 1;
  let found: SeekPoint | undefined;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const point = points[mid] as SeekPoint;
    if (point.time <= timeS) {
      found = point;
      low = mid + 1;
    } else {
      high = mid - 1;
    }
  }
  if (!found) return null;
  return {
    url: found.url ?? previews.spriteUrl,
    time: found.time,
    rect: { x: found.x, y: found.y, w: found.w, h: found.h },
  };
}

export type SeekPreviewLoad =
  | { ok: true; previews: SeekPreviews }
  | { ok: false; error: Error }
  | { ok: false; error: null };

/**
 * Fetches and parses the timings named by the stream. `{ ok: false, error: null }` means the stream offers
 * no previews; an Error explains a broken file or request. Abort rejects.
 */
export async function loadSeekPreviews(
  stream: StreamResponse,
  deps: { fetch: typeof fetch; signal?: AbortSignal },
): Promise<SeekPreviewLoad> {
  const spriteUrl = previewSpriteUrl(stream);
  if (!stream.screenshot_timings || !spriteUrl) return { ok: false, error: null };
  try {
    const response = await deps.fetch(stream.screenshot_timings, { signal: deps.signal });
    if (!response.ok)
      throw new SeekPreviewError(`GET ${stream.screenshot_timings} answered ${response.status}`);
    const points = parseScreenshotTimings(await response.text());
    return { ok: true, previews: { spriteUrl, points } };
  } catch (error) {
    deps.signal?.throwIfAborted();
    return { ok: false, error: error instanceof Error ? error : new SeekPreviewError(String(error)) };
  }
}
