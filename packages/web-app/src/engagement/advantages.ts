/**
 * Why: 001 §2 Instructions page — four advantage blocks (channels, free channels, libraries, device
 * limit), an alternative text when there are no free channels, and the blocks disabled for a visitor
 * who has not signed in (a click opens auth instead, §6 "The instructions advantages need login").
 */
import type { Instructions } from './schemas';

export interface AdvantageBlock {
  key: 'channels' | 'free_channels' | 'libraries' | 'device_limit';
  /** engagement.json key and its count. */
  text: string;
  count: number;
  /** Where a signed-in viewer goes. */
  to: string;
}

export function advantageBlocks(a: Instructions['advantages']): AdvantageBlock[] {
  return [
    { key: 'channels', text: 'advantage_channels', count: a.channels, to: '/channels' },
    {
      key: 'free_channels',
      text: a.free_channels > 0 ? 'advantage_free_channels' : 'advantage_no_free_channels',
      count: a.free_channels,
      to: a.free_channels > 0 ? '/channelsfree' : '/packets',
    },
    { key: 'libraries', text: 'advantage_libraries', count: a.libraries, to: '/movies' },
    { key: 'device_limit', text: 'advantage_device_limit', count: a.device_limit, to: '/settings/devices' },
  ];
}

/** Signed in for real: a guest session or no session at all is not (000 §6 roles). */
export function canUseAdvantages(session: { user: unknown; isGuest: boolean }): boolean {
  return session.user !== null && !session.isGuest;
}
