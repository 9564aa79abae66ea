import { describe, expect, it } from 'vitest';
import { catchupAllowed, mattressFrom } from './blackout';
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
    { name: 'banned', prog: p(false), allowed: false },
    { name: 'flag missing', prog: p(undefined), allowed: false },
    { name: 'allowed', prog: p(true), allowed: true },
  ] as const)('catch-up $name → replay allowed: $allowed', ({ prog, allowed }) => {
    expect(catchupAllowed(prog)).toBe(allowed);
  });

  it('plays the configured mattress with its screenshot as poster, or none when nothing is configured', () => {
    expect(mattressFrom(platform)).toEqual({
      mattressUrl: 'https://cdn.example/m.mp4',
      posterUrl: 'https://cdn.example/m.jpg',
      loop: true,
    });
    expect(mattressFrom({})).toBeNull();
    expect(mattressFrom(null)).toBeNull();
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
