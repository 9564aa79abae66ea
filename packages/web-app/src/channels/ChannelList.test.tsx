import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Channel } from '../api/schemas';
import { mountWithSession, testSession } from '../testing/test-session';
import { ChannelList } from './ChannelList';

const channel = (id: number, name: string, over: Partial<Channel> = {}): Channel =>
  ({ id, name, slug: `ch-${id}`, ...over }) as Channel;

describe('the side panel’s channel list (001 §6 Roles)', () => {
  it('labels an unpurchased channel as needing a subscription, and only that one', () => {
    const channels = [
      channel(1, 'Free One', { is_purchased: true }),
      channel(8, 'Paid Eight', { is_purchased: false }),
    ];
    mountWithSession(
      <ChannelList
        channels={channels}
        selectedId={null}
        hrefOf={(c) => `/channels/all/${c.slug}`}
        label="Channels"
      />,
      testSession(),
    );
    const [free, paid] = screen.getAllByRole('link');
    expect(within(free as HTMLElement).queryByLabelText('This channel needs a subscription.')).toBeNull();
    expect(within(paid as HTMLElement).getByLabelText('This channel needs a subscription.')).toBeTruthy();
  });
});
