import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Channel } from '../api/schemas';
import { mountWithSession, testSession } from '../testing/test-session';
import { LockView } from './LockView';

const paid = { id: 8, name: 'Paid Eight', slug: 'paid-eight', is_purchased: false } as Channel;

describe('the lock view of an unpurchased channel (001 §4 Channel loading, §8 unavailable archive)', () => {
  it('hints at the subscription for the archive when the archive was asked for, else the channel’s', () => {
    const archive = mountWithSession(<LockView channel={paid} archive />, testSession());
    expect(screen.getByText('Subscribe to watch the archive of this channel.')).toBeTruthy();
    archive.unmount();
    mountWithSession(<LockView channel={paid} archive={false} />, testSession());
    expect(screen.queryByText('Subscribe to watch the archive of this channel.')).toBeNull();
    expect(screen.getByRole('region', { name: 'This channel needs a subscription.' })).toBeTruthy();
  });
});
