import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Content } from '../api/schemas';
import type { Message } from '../session/context';
import { mountWithSession, testSession } from '../testing/test-session';
import { WatchButton } from './WatchButton';

const film: Content = {
  id: 106,
  title: 'The Lost Reel',
  content_type: 'movie',
  last_seen_channel_ids: [7, 3],
};

describe('the watch button (001 §4 Content playback, §8 unavailable content)', () => {
  it('is a busy spinner, not a button to press, while the content’s data is pending', () => {
    mountWithSession(<WatchButton content={film} meta={null} pending watchId={106} />, testSession());
    const button = screen.getByRole('button', { name: /Loading/ });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('.spinner__ring')).not.toBeNull();
  });

  it('says content_not_available for a lost title, with watch_tv to the channel that last aired it', () => {
    const messages: Message[] = [];
    const session = testSession({ showMessage: (message) => messages.push(message) });
    const lost = { ...film, is_lost: true };
    mountWithSession(<WatchButton content={lost} meta={null} pending={false} watchId={106} />, session);
    fireEvent.click(screen.getByRole('button', { name: /Watch/ }));
    expect(messages).toEqual([
      {
        title: 'warning',
        text: 'content_not_available',
        action: { label: 'watch_tv', to: '/channel/7' },
      },
    ]);
  });

  it('says content_not_available with no action when no channel aired it', () => {
    const messages: Message[] = [];
    const session = testSession({ showMessage: (message) => messages.push(message) });
    const gone = { ...film, last_seen_channel_ids: [], is_available: false };
    mountWithSession(<WatchButton content={gone} meta={null} pending={false} watchId={106} />, session);
    fireEvent.click(screen.getByRole('button', { name: /Watch/ }));
    expect(messages).toEqual([{ title: 'warning', text: 'content_not_available' }]);
  });
});
