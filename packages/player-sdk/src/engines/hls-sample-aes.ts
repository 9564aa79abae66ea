/**
 * Why: hls.js loads a SAMPLE-AES fMP4 playlist with an identity key and then cannot decrypt it (it has no way to
 * hand a raw key to a CDM), so the viewer would wait on a spinner or a non-fatal key error. The level playlist
 * already says so: this turns what hls.js parsed into the encryption facts of selection/hls-encryption.ts and,
 * when hls.js cannot decrypt them, into a fatal "not supported" that the engine fallback answers with shaka.
 * It lives in the hls.js engine chunk, so the core pays nothing for it.
 */
import { playerError } from '../errors/codes';
import type { PlayerError } from '../errors/types';
import { type HlsEncryption, hlsJsCannotDecrypt } from '../selection/hls-encryption';

/** The parts of hls.js's parsed level playlist this reads (LevelDetails / Fragment / LevelKey). */
export interface ParsedLevel {
  fragments: ReadonlyArray<{
    levelkeys?: Record<string, { method: string; keyFormat: string } | undefined> | null;
    initSegment?: unknown;
  }>;
}

export function encryptionOfLevel(level: ParsedLevel): HlsEncryption {
  const methods = new Set<string>();
  const keyFormats = new Set<string>();
  for (const fragment of level.fragments) {
    for (const key of Object.values(fragment.levelkeys ?? {})) {
      const method = key?.method.toUpperCase();
      if (!method || method === 'NONE') continue;
      methods.add(method);
      keyFormats.add(key?.keyFormat || 'identity');
    }
  }
  return {
    methods: [...methods],
    keyFormats: [...keyFormats],
    fmp4: level.fragments.some((fragment) => Boolean(fragment.initSegment)),
  };
}

/** The fatal error to report for a level hls.js cannot decrypt, else null. */
export function undecryptableLevel(level: ParsedLevel): PlayerError | null {
  const why = hlsJsCannotDecrypt(encryptionOfLevel(level));
  return why
    ? playerError('source.not_supported', true, { engine: 'hls', engineCode: 'sampleAes', details: why })
    : null;
}
