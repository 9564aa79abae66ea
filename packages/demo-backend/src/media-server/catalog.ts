// What the committed set holds, in the names the generator (media/generate.mjs) gives it. The generator
// and this list change together; prepareMedia checks the files against MANIFEST.json so a mismatch fails
// at start with the missing path, not later as a 404 in a player.
import type { SubtitleTrack } from './vod-manifests';

export const LIVE_SOURCES = [
  { id: 'live1', label: 'Live 1 Test Card' },
  { id: 'live2', label: 'Live 2 Colour Bars' },
  { id: 'live3', label: 'Live 3 Fractal' },
  { id: 'live4', label: 'Live 4 Counter' },
] as const;

/** Highest first: the first one is also the single-rendition stream (`hls`). */
export const LIVE_RENDITIONS = ['v360', 'v180'] as const;

export const FEATURE = {
  id: 'feature',
  title: 'Feature',
  video: ['v240', 'v360', 'v720', 'v1440'],
  audio: [
    { name: 'a-ru', language: 'ru', label: 'Русский' },
    { name: 'a-en', language: 'en', label: 'English' },
    // Same language and name as the one above on purpose: clients must de-duplicate it (§5).
    { name: 'a-en2', language: 'en', label: 'English' },
  ],
  subtitles: [
    { file: 'subs-ru.vtt', language: 'ru', label: 'Русский' },
    { file: 'subs-en.vtt', language: 'en', label: 'English' },
    // No language on purpose: clients drop such a track (§5).
    { file: 'subs-und.vtt', label: 'Subtitles' },
  ] satisfies SubtitleTrack[],
} as const;

export const ADS = ['ad1', 'ad2', 'ad3'] as const;
export const PACKSHOTS = ['packshot1', 'packshot2'] as const;
export const FRAME_RATE = 25;
