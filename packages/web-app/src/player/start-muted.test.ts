import { describe, expect, it } from 'vitest';
import { browserAllowsSound, startMuted } from './start-muted';

describe('startMuted (001 §3 stored flag, §4 trailer background)', () => {
  it.each([
    [
      'autoplay where sound is allowed: the stored flag decides',
      { autoplay: true, soundAllowed: true },
      undefined,
    ],
    ['autoplay where sound is refused: muted, with the tip', { autoplay: true, soundAllowed: false }, true],
    ['no autoplay: the stored flag decides', { autoplay: false, soundAllowed: false }, undefined],
    ['the background trailer', { autoplay: true, soundAllowed: true, alwaysMuted: true }, true],
  ] as const)('%s', (_name, input, expected) => {
    expect(startMuted(input)).toBe(expected);
  });
});

type Policy = 'allowed' | 'allowed-muted' | 'disallowed';
type Nav = { getAutoplayPolicy?: () => Policy; userActivation?: { hasBeenActive: boolean } };

describe('browserAllowsSound', () => {
  it.each<[string, Nav, boolean]>([
    ['policy allowed', { getAutoplayPolicy: () => 'allowed' }, true],
    ['policy allowed-muted, no gesture yet', { getAutoplayPolicy: () => 'allowed-muted' }, false],
    [
      'policy allowed-muted after a gesture',
      { getAutoplayPolicy: () => 'allowed-muted', userActivation: { hasBeenActive: true } },
      true,
    ],
    ['no policy API, no gesture', { userActivation: { hasBeenActive: false } }, false],
    ['no policy API, after a gesture', { userActivation: { hasBeenActive: true } }, true],
    [
      'a policy API that throws',
      {
        getAutoplayPolicy: (): Policy => {
          throw new TypeError('unknown type');
        },
      },
      false,
    ],
  ])('%s', (_name, nav, expected) => {
    expect(browserAllowsSound(nav)).toBe(expected);
  });
});
