import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Endpoints } from '../api/endpoints';
import { ApiError } from '../api/errors';
import type { ApiClient } from '../api/http';
import { NEW_YEAR_CHANNEL_ID, NEW_YEAR_ROW_IDS } from '../constants';
import { mountWithSession, testSession } from '../testing/test-session';
import NewYearPage from './NewYearPage';

const notFound = (url: string) => new ApiError('http', 'Not found', url, 404, 'not_found');

function fakeApi(rows: Record<number, unknown>) {
  const request = vi.fn(async ({ path }: { path: string }) => {
    const id = Number(path.split('/').pop());
    if (rows[id]) return rows[id];
    throw notFound(path);
  });
  return { api: { request } as unknown as ApiClient, request };
}

describe('/newyear (001 §2, §6 "new-year rows load only when authorised")', () => {
  it('without a session asks to sign in and loads neither the channel nor the rows', async () => {
    const { api, request } = fakeApi({});
    const channel = vi.fn();
    const askSignIn = vi.fn();
    mountWithSession(
      <NewYearPage />,
      testSession({ token: null, api, endpoints: { channel } as unknown as Endpoints, askSignIn }),
      '/newyear',
    );
    const button = await screen.findByRole('button', { name: /Sign in to see the holiday selection/ });
    button.click();
    expect(askSignIn).toHaveBeenCalledWith({ kind: 'page' });
    expect(request).not.toHaveBeenCalled();
    expect(channel).not.toHaveBeenCalled();
  });

  it('asks channel 3929 and the five fixed rows, and leaves out what the operator has not got', async () => {
    const row = (id: number) => ({
      id,
      title: `Row ${id}`,
      contents: [{ id: 101, slug: 'film-101', title: 'Film' }],
    });
    const { api, request } = fakeApi({
      [NEW_YEAR_ROW_IDS[0]!]: row(NEW_YEAR_ROW_IDS[0]!),
      [NEW_YEAR_ROW_IDS[2]!]: row(NEW_YEAR_ROW_IDS[2]!),
    });
    const channel = vi.fn(async () => {
      throw notFound('/channels/3929');
    });
    mountWithSession(
      <NewYearPage />,
      testSession({ api, endpoints: { channel } as unknown as Endpoints }),
      '/newyear',
    );
    expect(await screen.findByTestId('newyear-no-channel')).toBeTruthy();
    expect(channel).toHaveBeenCalledWith(NEW_YEAR_CHANNEL_ID);
    await waitFor(() => expect(screen.getAllByRole('region')).toHaveLength(2 + 1));
    expect(request.mock.calls.map(([ask]) => ask.path).sort()).toEqual(
      NEW_YEAR_ROW_IDS.map((id) => `/rows/${id}`).sort(),
    );
  });
});
