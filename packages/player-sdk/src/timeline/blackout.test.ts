import { describe, expect, it } from 'vitest';
import { blackoutFor, mattressFrom } from './blackout';
import type { PlatformConfig, Programme } from './types';

const platform: PlatformConfig = {
  catchup_blackout_mattress_url: 'https://cdn.example/m.mp4',
  catchup_blackout_mattress_screenshot_url: 'https://cdn.example/m.jpg',
};
const p = (is_catchup_available: boolean | undefined): Programme => ({
  id: 1,
  timestamp: 0,
  duration: 60,
  is_catchup_available,
});

describe('blackout mattress (§4 Player: catch-up not available)', () => {
  it.each([
    { name: 'archive, banned', prog: p(false), mode: 'archive', cfg: platform, blackout: true },
    { name: 'archive, flag missing', prog: p(undefined), mode: 'archive', cfg: platform, blackout: true },
    { name: 'archive, allowed', prog: p(true), mode: 'archive', cfg: platform, blackout: false },
    { name: 'live, banned', prog: p(false), mode: 'live', cfg: platform, blackout: false },
    { name: 'no mattress configured', prog: p(false), mode: 'archive', cfg: {}, blackout: false },
  ] as const)('$name → $blackout', ({ prog, mode, cfg, blackout }) => {
    const result = blackoutFor(prog, mode, cfg);
    expect(result !== null).toBe(blackout);
    if (result)
      expect(result).toEqual({
        mattressUrl: 'https://cdn.example/m.mp4',
        posterUrl: 'https://cdn.example/m.jpg',
        loop: true,
      });
  });

  it('a mattress without a screenshot has no poster', () => {
    expect(mattressFrom({ catchup_blackout_mattress_url: ' /m.mp4 ' })).toEqual({
      mattressUrl: '/m.mp4',
      posterUrl: null,
      loop: true,
    });
    expect(mattressFrom({ catchup_blackout_mattress_url: '  ' })).toBeNull();
  });
});
