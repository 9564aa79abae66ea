import { describe, expect, it } from 'vitest';
import { advantageBlocks, canUseAdvantages } from './advantages';

describe('instructions advantages (001 §2, §6)', () => {
  it('lists the four blocks with their counts and destinations', () => {
    const blocks = advantageBlocks({ channels: 10, free_channels: 2, libraries: 2, device_limit: 5 });
    expect(blocks.map((b) => [b.key, b.text, b.count, b.to])).toEqual([
      ['channels', 'advantage_channels', 10, '/channels'],
      ['free_channels', 'advantage_free_channels', 2, '/channelsfree'],
      ['libraries', 'advantage_libraries', 2, '/movies'],
      ['device_limit', 'advantage_device_limit', 5, '/settings/devices'],
    ]);
  });

  it('uses the alternative text when there are no free channels', () => {
    const [, free] = advantageBlocks({ channels: 10, free_channels: 0, libraries: 0, device_limit: 5 });
    expect(free).toMatchObject({ text: 'advantage_no_free_channels', to: '/packets' });
  });

  it.each([
    ['a signed-in viewer', { user: { id: 1 }, isGuest: false }, true],
    ['a guest', { user: { id: 2 }, isGuest: true }, false],
    ['an anonymous visitor', { user: null, isGuest: false }, false],
  ])('%s may use them: %s', (_name, session, expected) => {
    expect(canUseAdvantages(session)).toBe(expected);
  });
});
