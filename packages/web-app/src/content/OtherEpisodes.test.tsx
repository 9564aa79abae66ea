import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Endpoints } from '../api/endpoints';
import { mountWithSession, testSession } from '../testing/test-session';
import { OtherEpisodes, OtherEpisodesSection, useOtherEpisodes } from './OtherEpisodes';

function endpointsWith(
  catchups: Array<{ id: number; channel_id: number; start_at: number }>,
  lineup: () => Promise<unknown[]> = async () => [{ id: 5, slug: 'onair-one', name: 'OnAir One' }],
) {
  return {
    sources: vi.fn(async () => ({ catchups })),
    channels: vi.fn(lineup),
  };
}

/** The section as the content page places it, with what follows it shown only once it is settled. */
function Section({ contentId }: { contentId: number | null }) {
  const state = useOtherEpisodes(contentId);
  return (
    <>
      <OtherEpisodesSection state={state} />
      {state.settled && <p>after the section</p>}
    </>
  );
}

function mount(endpoints: ReturnType<typeof endpointsWith>, contentId: number | null = 103) {
  mountWithSession(
    <Section contentId={contentId} />,
    testSession({ endpoints: endpoints as unknown as Endpoints }),
  );
}

describe('other episodes (001 §2 content page; issue 38: the line-up asked only to name catch-ups)', () => {
  it('asks no line-up for a title without catch-ups, shows nothing, and lets what follows in', async () => {
    const endpoints = endpointsWith([]);
    mount(endpoints);
    await screen.findByText('after the section');
    expect(endpoints.sources).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('region', { name: 'Other episodes' })).toBeNull();
    expect(endpoints.channels).not.toHaveBeenCalled();
  });

  it('names each catch-up’s channel from the line-up', async () => {
    const endpoints = endpointsWith([{ id: 1, channel_id: 5, start_at: 1_700_000_000 }]);
    mount(endpoints);
    const link = await screen.findByRole('link', { name: /OnAir One/ });
    expect(link.getAttribute('href')).toBe('/channels/all/onair-one?ts=1700000000');
    expect(endpoints.channels).toHaveBeenCalledTimes(1);
  });

  it('holds what follows until the line-up has named the catch-ups (no layout shift when they arrive late)', async () => {
    let answer: (channels: unknown[]) => void = () => {};
    const endpoints = endpointsWith(
      [{ id: 1, channel_id: 5, start_at: 1_700_000_000 }],
      () => new Promise((resolve) => (answer = resolve)),
    );
    mount(endpoints);
    await waitFor(() => expect(endpoints.channels).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('after the section')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Other episodes' })).toBeNull();
    answer([{ id: 5, slug: 'onair-one', name: 'OnAir One' }]);
    await screen.findByText('after the section');
    expect(screen.getByRole('link', { name: /OnAir One/ })).toBeTruthy();
  });

  it('lets what follows in when the sources fail (nothing to wait for)', async () => {
    const endpoints = endpointsWith([]);
    endpoints.sources.mockRejectedValueOnce(new Error('offline'));
    mount(endpoints);
    await screen.findByText('after the section');
    expect(endpoints.channels).not.toHaveBeenCalled();
  });

  it('stands alone where nothing follows it (the channel page)', async () => {
    const endpoints = endpointsWith([{ id: 1, channel_id: 5, start_at: 1_700_000_000 }]);
    mountWithSession(
      <OtherEpisodes contentId={103} />,
      testSession({ endpoints: endpoints as unknown as Endpoints }),
    );
    expect(await screen.findByRole('link', { name: /OnAir One/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Other episodes' })).toBeTruthy();
  });

  it('heads a film’s catch-ups as its airings (the same film shown again, not other episodes)', async () => {
    const endpoints = endpointsWith([{ id: 1, channel_id: 5, start_at: 1_700_000_000 }]);
    mountWithSession(
      <OtherEpisodes contentId={103} contentType="movie" />,
      testSession({ endpoints: endpoints as unknown as Endpoints }),
    );
    expect(await screen.findByRole('region', { name: 'Airings on channels' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Other episodes' })).toBeNull();
  });

  it('asks nothing without a title (a series lists its own episodes)', async () => {
    const endpoints = endpointsWith([]);
    mount(endpoints, null);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(endpoints.sources).not.toHaveBeenCalled();
    expect(screen.queryByText('after the section')).toBeNull();
  });
});
