import { describe, expect, it } from 'vitest';
import type { ErrorCode } from '../errors/codes';
import { playerError } from '../errors/codes';
import type { PlaybackPlan } from '../selection/select-playback';
import { attemptOf, decideFallback, type EngineAttempt, fallbackPlan, withAttempts } from './engine-fallback';

const hlsPlan: PlaybackPlan = {
  engine: 'hls',
  protocol: 'hls',
  url: 'https://cdn/a.m3u8',
  reason: 'clear hls',
};
const dashPlan: PlaybackPlan = {
  engine: 'shaka',
  protocol: 'dash',
  url: 'https://cdn/a.mpd',
  reason: 'clear dash',
};
const fatal = (code: ErrorCode, details = 'why') => playerError(code, true, { details });
const hlsFailed: EngineAttempt = {
  engine: 'hls',
  code: 'source.level_parsing',
  details: 'Missing Target Duration',
};

describe('decideFallback: the table', () => {
  const rows: Array<[string, Parameters<typeof decideFallback>[0], string | null]> = [
    [
      'hls.js parse error before the first frame → shaka',
      { plan: hlsPlan, error: fatal('source.level_parsing'), firstFrame: false, tried: [] },
      'shaka',
    ],
    [
      'hls.js manifest parse error → shaka',
      { plan: hlsPlan, error: fatal('source.manifest_parsing'), firstFrame: false, tried: [] },
      'shaka',
    ],
    [
      'hls.js fragment parsing (unsupported container) → shaka',
      { plan: hlsPlan, error: fatal('media.fragment_parsing'), firstFrame: false, tried: [] },
      'shaka',
    ],
    [
      'incompatible codecs → shaka',
      { plan: hlsPlan, error: fatal('codec.incompatible'), firstFrame: false, tried: [] },
      'shaka',
    ],
    [
      'transmux failure → shaka',
      { plan: hlsPlan, error: fatal('mux.generic'), firstFrame: false, tried: [] },
      'shaka',
    ],
    [
      'shaka on HLS (chosen for it) fails → hls.js',
      {
        plan: { ...hlsPlan, engine: 'shaka' },
        error: fatal('source.manifest_parsing'),
        firstFrame: false,
        tried: [],
      },
      'hls',
    ],
    [
      'once only: shaka after hls.js fails too → §8',
      {
        plan: { ...hlsPlan, engine: 'shaka' },
        error: fatal('source.manifest_parsing'),
        firstFrame: false,
        tried: [hlsFailed],
      },
      null,
    ],
    [
      'non-fatal → the engine recovers',
      { plan: hlsPlan, error: playerError('source.level_parsing', false), firstFrame: false, tried: [] },
      null,
    ],
    [
      'after the first frame → §4 recovery',
      { plan: hlsPlan, error: fatal('media.fragment_parsing'), firstFrame: true, tried: [] },
      null,
    ],
    [
      'protected stream → no fallback',
      {
        plan: { ...hlsPlan, drm: { keySystem: 'com.apple.fps', licenceUrl: 'https://l' } },
        error: fatal('source.manifest_parsing'),
        firstFrame: false,
        tried: [],
      },
      null,
    ],
    [
      'manifest 404 → any engine would get it',
      {
        plan: hlsPlan,
        error: playerError('network.manifest_load', true, { httpStatus: 404 }),
        firstFrame: false,
        tried: [],
      },
      null,
    ],
    [
      'segment time-out → network, no fallback',
      { plan: hlsPlan, error: fatal('network.fragment_load'), firstFrame: false, tried: [] },
      null,
    ],
    [
      'licence refused → DRM, no fallback',
      { plan: hlsPlan, error: fatal('drm.licence_rejected'), firstFrame: false, tried: [] },
      null,
    ],
    [
      'nothing playable → selection, not an engine',
      { plan: hlsPlan, error: fatal('source.no_playable_stream'), firstFrame: false, tried: [] },
      null,
    ],
    [
      'DASH: shaka is the only engine',
      { plan: dashPlan, error: fatal('source.manifest_parsing'), firstFrame: false, tried: [] },
      null,
    ],
    [
      'progressive: native only',
      {
        plan: { ...hlsPlan, engine: 'native', protocol: 'progressive' },
        error: fatal('media.decode'),
        firstFrame: false,
        tried: [],
      },
      null,
    ],
  ];
  for (const [name, input, expected] of rows) {
    it(name, () => {
      const decision = decideFallback(input);
      expect(decision.retryWith).toBe(expected);
      expect(decision.reason).not.toBe('');
    });
  }
});

describe('fallback plan and diagnostics', () => {
  it('keeps the stream and says in the reason which engine failed, with what, and which one is next', () => {
    const next = fallbackPlan(hlsPlan, 'shaka', hlsFailed);
    expect(next).toMatchObject({ engine: 'shaka', protocol: 'hls', url: hlsPlan.url });
    expect(next.reason).toBe(
      'clear hls; hls.js failed before the first frame (source.level_parsing: Missing Target Duration); retried with shaka',
    );
  });

  it('lists every engine tried and why in the final error, and leaves a single attempt alone', () => {
    const last = fatal('source.manifest_parsing', 'shaka 4000');
    const attempts = [hlsFailed, attemptOf('shaka', last)];
    expect(withAttempts(last, attempts).details).toBe(
      'engines tried — hls.js: source.level_parsing (Missing Target Duration); shaka: source.manifest_parsing (shaka 4000)',
    );
    expect(withAttempts(last, attempts).code).toBe('source.manifest_parsing');
    expect(withAttempts(last, [attemptOf('shaka', last)])).toBe(last);
  });

  it('uses the catalogue message when the engine gave no details', () => {
    const bare = playerError('media.decode', true);
    expect(attemptOf('hls', bare)).toEqual({ engine: 'hls', code: 'media.decode', details: bare.message });
  });
});
