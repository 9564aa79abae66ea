import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Endpoints } from '../api/endpoints';
import { mountWithSession, testSession } from '../testing/test-session';
import { OtherEpisodes } from './OtherEpisodes';

function endpointsWith(catchups: Array<{ id: number; channel_id: number; start_at: number }>) {
  return {
    sources: vi.fn(async () => ({ catchups })),
    channels: vi.fn(async () => [{ id: 5, slug: 'onair-one', name: 'OnAir One' }]),
  };
}

describe('other episodes (001 §2 content page; issue 38: the line-up asked only to name catch-ups)', () => {
  it('asks no line-up for a title without catch-ups, and shows nothing', async () => {
    const endpoints = endpointsWith([]);
    mountWithSession(
      <OtherEpisodes contentId={103} />,
      testSession({ endpoints: endpoints as unknown as Endpoints }),
    );
    await waitFor(() => expect(endpoints.sources).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('region', { name: 'Other episodes' })).toBeNull();
    expect(endpoints.channels).not.toHaveBeenCalled();
  });

  it('names each catch-up’s channel from the line-up', async () => {
    const endpoints = endpointsWith([{ id: 1, channel_id: 5, start_at: 1_700_000_000 }]);
    mountWithSession(
      <OtherEpisodes contentId={103} />,
      testSession({ endpoints: endpoints as unknown as Endpoints }),
    );
    const link = await screen.findByRole('link', { name: /OnAir One/ });
    expect(link.getAttribute('href')).toBe('/channels/all/onair-one?ts=1700000000');
    expect(endpoints.channels).toHaveBeenCalledTimes(1);
  });
});
