import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { testI18n } from '../testing/test-session';
import { TOKEN_KEY } from './api';
import { ConsoleApp } from './ConsoleApp';
import type { Metrics } from './types';

// The API as these tests need it: the demo operator's sign-in and fixed answers per route.
const metrics = (over: Partial<Metrics> = {}): Metrics => ({
  views: 4,
  plays: 3,
  failures: 1,
  failureRate: 0.25,
  exits: 0,
  exitRate: 0,
  startupP50: 840,
  startupP95: 1900,
  watchedMs: 60_000,
  rebufferRatio: 0.01,
  rebufferFrequency: 0.5,
  avgBitrate: 2_000_000,
  topBitrate: 4_000_000,
  errors: 2,
  viewers: 3,
  adRequests: 0,
  adFills: 0,
  adFillRate: null,
  adStarts: 0,
  adQ1: 0,
  adQ2: 0,
  adQ3: 0,
  adCompletes: 0,
  adCompletionRate: null,
  adErrors: 0,
  ...over,
});

function fakeApi(answers: Record<string, unknown> = {}) {
  const calls: { method: string; path: string; auth: string | null }[] = [];
  const fetcher = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const auth = new Headers(init?.headers).get('authorization');
    calls.push({ method, path: url.pathname + url.search, auth });
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (url.pathname === '/qoe/v1/session' && method === 'POST') {
      const body = JSON.parse(String(init?.body)) as { login: string; password: string };
      return body.password === 'onair-operator'
        ? json(200, { token: 'tok-1', expires_at: 0, operator: { login: 'operator', name: 'Demo' } })
        : json(401, { message: 'Wrong login or password' });
    }
    if (auth !== 'Bearer tok-1') return json(401, { message: 'An operator sign-in is required' });
    const answer = answers[url.pathname];
    return answer === undefined ? json(404, { message: 'No such route' }) : json(200, answer);
  });
  return { fetcher: fetcher as unknown as typeof fetch, calls };
}

const overview = {
  range: { name: 'hour', from: 0, to: 120_000, step: 60_000 },
  totals: metrics(),
  series: [
    { at: 60_000, metrics: metrics() },
    { at: 120_000, metrics: metrics({ failureRate: null }) },
  ],
};

function renderConsole(fetcher: typeof fetch, storage = new Map<string, string>(), lng: 'en' | 'ru' = 'en') {
  const store = {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => void storage.set(k, v),
    removeItem: (k: string) => void storage.delete(k),
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={testI18n(lng)}>
      <QueryClientProvider client={client}>
        <ConsoleApp
          base="https://api.test/qoe/v1"
          storage={store}
          onLanguage={() => undefined}
          fetcher={fetcher}
        />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return storage;
}

beforeEach(() => {
  window.location.hash = '';
});

describe('ConsoleApp', () => {
  it('says a wrong password in words and keeps the operator on the sign-in', async () => {
    const { fetcher } = fakeApi();
    renderConsole(fetcher);
    fireEvent.change(screen.getByLabelText('Login'), { target: { value: 'operator' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'nope' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));
    expect((await screen.findByRole('alert')).textContent).toContain('Wrong login or password');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('signs in, keeps the token for the tab and shows the overview with its figures and error codes', async () => {
    const { fetcher, calls } = fakeApi({
      '/qoe/v1/overview': overview,
      '/qoe/v1/errors': { errors: [{ source: 'playback', code: '2002', errorType: 'network', count: 1 }] },
      '/qoe/v1/worst': { channel: [], content: [] },
    });
    const storage = renderConsole(fetcher);
    fireEvent.change(screen.getByLabelText('Login'), { target: { value: 'operator' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'onair-operator' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));
    expect(storage.get(TOKEN_KEY)).toBe('tok-1');
    const startup = await waitFor(() => {
      const card = document.querySelector('[data-metric="startupP50"]');
      expect(card).not.toBeNull();
      return card as HTMLElement;
    });
    expect(within(startup).getByText('840 ms')).toBeTruthy();
    expect(document.querySelector('[data-metric="adFillRate"]')?.textContent).toContain('—');
    expect(await screen.findByText('2002')).toBeTruthy();
    expect(await screen.findByText('No viewings in this range yet.')).toBeTruthy();
    expect(calls.filter((c) => c.path.startsWith('/qoe/v1/overview'))[0]).toMatchObject({
      path: '/qoe/v1/overview?range=hour',
      auth: 'Bearer tok-1',
    });
  });

  it('shows the error state with a retry when the API fails', async () => {
    const { fetcher } = fakeApi({ '/qoe/v1/worst': { channel: [], content: [] } });
    renderConsole(fetcher, new Map([[TOKEN_KEY, 'tok-1']]));
    // /overview and /errors answer 404 here.
    const alerts = await screen.findAllByRole('alert');
    expect(alerts[0]?.textContent).toContain('The figures could not be loaded.');
    expect(within(alerts[0]!).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('drops an ended token and shows the sign-in again', async () => {
    const { fetcher } = fakeApi();
    const storage = renderConsole(fetcher, new Map([[TOKEN_KEY, 'expired']]));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(storage.has(TOKEN_KEY)).toBe(false);
  });

  it('opens one viewing’s timeline from the address, its events in order', async () => {
    window.location.hash = '#/views/view-0001';
    const { fetcher } = fakeApi({
      '/qoe/v1/views/view-0001': {
        view: {
          viewId: 'view-0001',
          channelLabel: 'First',
          contentLabel: '',
          engine: 'hls.js',
          startupMs: 900,
        },
        timeline: [
          { type: 'start', at: 1000, seq: 0, startType: 'live' },
          { type: 'firstframe', at: 2000, seq: 1, startupMs: 900 },
          { type: 'error', at: 3000, seq: 2, code: '2002', errorType: 'network', httpCode: '404' },
        ],
      },
    });
    renderConsole(fetcher, new Map([[TOKEN_KEY, 'tok-1']]));
    const items = await screen.findAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('data-type'))).toEqual(['start', 'firstframe', 'error']);
    expect(screen.getByRole('link', { name: '← All viewings' }).getAttribute('href')).toBe('#/views');
  });
});

describe('the metric page', () => {
  const series = (over: Record<string, unknown> = {}) => ({
    range: { name: 'hour', from: 0, to: 180_000, step: 60_000 },
    metric: 'startupP50',
    filters: { channel: '1' },
    total: 840,
    views: 3,
    points: [
      { at: 0, value: 700 },
      { at: 60_000, value: null },
      { at: 120_000, value: 1_500 },
    ],
    ...over,
  });
  const dimensions = {
    channel: [{ value: '1', label: 'First' }],
    content: [],
    engine: [
      { value: 'hls', label: 'hls' },
      { value: 'shaka', label: 'shaka' },
    ],
    browser: [],
    device: [],
    provider: [],
  };

  it('reads the metric and its filters from the address, and writes the figures with their units', async () => {
    window.location.hash = '#/metric/startupP50?channel=1';
    const { fetcher, calls } = fakeApi({ '/qoe/v1/series': series(), '/qoe/v1/dimensions': dimensions });
    renderConsole(fetcher, new Map([[TOKEN_KEY, 'tok-1']]));
    expect(await screen.findByRole('heading', { name: 'Startup time (median)' })).toBeTruthy();
    expect((await screen.findByText('840 ms')).closest('[data-total]')).not.toBeNull();
    expect(calls.find((c) => c.path.startsWith('/qoe/v1/series'))?.path).toBe(
      '/qoe/v1/series?range=hour&metric=startupP50&channel=1',
    );
    // The table beside the chart: every step, no data as a dash.
    const table = screen.getByRole('table', { name: 'Startup time (median) over time' });
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.querySelector('td')?.textContent);
    expect(cells).toEqual(['700 ms', '—', '1.5 s']);
    expect((screen.getByLabelText('Channel') as HTMLSelectElement).value).toBe('1');
    expect(
      await within(screen.getByLabelText('Engine')).findByRole('option', { name: 'shaka' }),
    ).toBeTruthy();
  });

  it('puts a chosen filter and metric in the address, and clears the filters', async () => {
    window.location.hash = '#/metric/startupP50?channel=1';
    const { fetcher } = fakeApi({ '/qoe/v1/series': series(), '/qoe/v1/dimensions': dimensions });
    renderConsole(fetcher, new Map([[TOKEN_KEY, 'tok-1']]));
    const engine = (await screen.findByLabelText('Engine')) as HTMLSelectElement;
    await within(engine).findByRole('option', { name: 'shaka' });
    fireEvent.change(engine, { target: { value: 'shaka' } });
    expect(window.location.hash).toBe('#/metric/startupP50?channel=1&engine=shaka');
    // The page follows the address (hashchange): the chosen engine is now the page's filter.
    await waitFor(() => expect(engine.value).toBe('shaka'));
    fireEvent.change(screen.getByLabelText('Metric'), { target: { value: 'failureRate' } });
    expect(window.location.hash).toBe('#/metric/failureRate?channel=1&engine=shaka');
    await screen.findByRole('heading', { name: 'Playback failures' });
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(window.location.hash).toBe('#/metric/failureRate');
  });

  it('says so when nothing matches the filters, and speaks Russian with Russian units', async () => {
    window.location.hash = '#/metric/startupP50?engine=shaka';
    const { fetcher } = fakeApi({
      '/qoe/v1/series': series({ views: 0, total: null, points: [{ at: 0, value: null }] }),
      '/qoe/v1/dimensions': dimensions,
    });
    renderConsole(fetcher, new Map([[TOKEN_KEY, 'tok-1']]));
    expect(await screen.findByText('No viewings in this range yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    cleanup();

    window.location.hash = '#/metric/startupP50';
    const ru = fakeApi({ '/qoe/v1/series': series(), '/qoe/v1/dimensions': dimensions });
    renderConsole(ru.fetcher, new Map([[TOKEN_KEY, 'tok-1']]), 'ru');
    expect(await screen.findByRole('heading', { name: 'Время старта (медиана)' })).toBeTruthy();
    expect(await screen.findByText('840 мс')).toBeTruthy();
    expect(screen.getByText('1,5 с')).toBeTruthy();
  });
});
