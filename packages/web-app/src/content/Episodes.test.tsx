import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Content } from '../api/schemas';
import { EPISODES_BEFORE_SHOW_ALL } from '../constants';
import type { Message } from '../session/context';
import { mountWithSession, testSession } from '../testing/test-session';
import { Episodes } from './Episodes';

const series: Content = { id: 120, slug: 'long-run-120', title: 'Long Run', content_type: 'series' };
const episode = (n: number, over: Partial<Content> = {}): Content => ({
  id: 1000 + n,
  title: `Part ${n}`,
  content_type: 'episode',
  season: 1,
  series: n,
  ...over,
});

describe('a season’s episodes (001 §2 Content page, §4 Episode select, §9 Catalogue)', () => {
  it('shows 25 episodes before “show all”, then the whole season', () => {
    const episodes = Array.from({ length: 30 }, (_, i) => episode(i + 1));
    mountWithSession(
      <Episodes series={series} episodes={episodes} selectedEpisodeId={null} />,
      testSession(),
    );
    const list = () =>
      within(document.querySelector('.episodes__list') as HTMLElement).getAllByRole('listitem');
    expect(list()).toHaveLength(25);
    expect(EPISODES_BEFORE_SHOW_ALL).toBe(25);
    fireEvent.click(screen.getByRole('button', { name: 'Show all' }));
    expect(list()).toHaveLength(30);
    expect(screen.queryByRole('button', { name: 'Show all' })).toBeNull();
  });

  it('opens an episode’s page, and answers an announcement at once with its warning', () => {
    const messages: Message[] = [];
    const session = testSession({ showMessage: (message) => messages.push(message) });
    const episodes = [episode(1), episode(2, { is_announcement: true })];
    mountWithSession(<Episodes series={series} episodes={episodes} selectedEpisodeId={null} />, session);
    expect(screen.getByRole('link', { name: /Part 1/ }).getAttribute('href')).toBe(
      '/contents/long-run-120/1001',
    );
    expect(screen.queryByRole('button', { name: 'Show all' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Part 2/ }));
    expect(messages).toEqual([{ title: 'warning', text: 'warning_episode_is_announcement' }]);
  });

  it('shows how much of each started episode the viewer watched (001 §3 Episode history entry)', () => {
    const episodes = [
      episode(1, { histories: [{ watch_percentage: 42 }] }),
      episode(2, { histories: [] }),
      episode(3, { histories: [{ watch_percentage: 100 }] }),
    ];
    mountWithSession(
      <Episodes series={series} episodes={episodes} selectedEpisodeId={null} />,
      testSession(),
    );
    expect(screen.getByRole('link', { name: /Part 1/ }).textContent).toContain('Watched 42%');
    expect(screen.getByRole('link', { name: /Part 2/ }).textContent).not.toContain('Watched');
    expect(screen.getByRole('link', { name: /Part 3/ }).textContent).toContain('Watched 100%');
    const bars = [...document.querySelectorAll<HTMLElement>('.episode__progress-bar')];
    expect(bars.map((bar) => bar.style.width)).toEqual(['42%', '100%']);
  });
});
