/**
 * 000 §4 Parental PIN, §9 "a recent transaction within 30 s skips the PIN": the time comes from billing.
 * These tests show the two places billing writes it — the app-wide payment watcher when a polled
 * transaction completes, and a purchase from the balance (the buy step `subscribe`) — and that a failed
 * payment or a refused purchase writes nothing, so the viewing gate asks for the PIN as before.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { ApiError } from '../api/errors';
import type { ApiClient, RequestSpec } from '../api/http';
import type { User } from '../api/schemas';
import type { BuyFacts } from '../packets/buy-flow';
import type { BuyStepDeps } from '../packets/buy-steps';
import { performBuyStep } from '../packets/buy-steps';
import type { PacketEndpoints } from '../packets/endpoints';
import type { CurrentSubscription, PacketDetail } from '../packets/schemas';
import { lastCompletedTransaction, noteCompletedTransaction } from '../parental/recent-transaction';
import { decideViewing } from '../parental/viewing-gate';
import { SessionContext } from '../session/context';
import { testSession } from '../testing/test-session';
import { browserStore, writePending } from './pending-payment';
import { POLL_FAST_MS } from './transaction-poll';
import { ownerOf, usePaymentWatcher } from './usePaymentWatcher';

const NOW = Date.UTC(2026, 10, 27, 12);
/** Before each test billing has said nothing recent: the last transaction is an hour old. */
const LONG_AGO = NOW - 3_600_000;

const vodGate = (now: number) =>
  decideViewing({
    action: 'vod',
    settings: { vod: true },
    status: 'set',
    isGuest: false,
    childProfile: false,
    restricted: false,
    approvedUntil: null,
    lastTransactionAt: lastCompletedTransaction(),
    embedIgnores: false,
    now,
  });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(NOW);
  noteCompletedTransaction(LONG_AGO);
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('the payment watcher feeds the 30-second skip', () => {
  const apiBase = 'http://api.test/v2';
  const user = { id: 7 } as User;

  function watch(status: 'complete' | 'error') {
    const request = vi.fn(async (spec: RequestSpec<never>) => {
      if (spec.path.startsWith('/users/self/transactions/'))
        return { id: 'tx-1', status, amount: '100.00', status_description: null };
      throw new Error(`unexpected call ${spec.path}`);
    });
    const api = { baseUrl: apiBase, request, url: () => '' } as unknown as ApiClient;
    writePending(browserStore(), {
      transactionId: 'tx-1',
      source: 'refill',
      packetId: null,
      playPath: null,
      owner: ownerOf(apiBase, user.id),
      startedAt: NOW,
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <SessionContext.Provider value={testSession({ apiBase, api, user, isGuest: false })}>
            {children}
          </SessionContext.Provider>
        </MemoryRouter>
      </QueryClientProvider>
    );
    return { request, hook: renderHook(() => usePaymentWatcher(), { wrapper }) };
  }

  it('notes the time a polled transaction completes; the PIN is skipped for 30 s from then', async () => {
    const { request, hook } = watch('complete');
    expect(vodGate(NOW)).toBe('ask-pin');
    await act(() => vi.advanceTimersByTimeAsync(POLL_FAST_MS));
    expect(request).toHaveBeenCalled();
    expect(hook.result.current.state.kind).toBe('done');
    const at = lastCompletedTransaction();
    expect(at).toBe(NOW + POLL_FAST_MS);
    expect(vodGate((at ?? 0) + 29_999)).toBe('allow');
    expect(vodGate((at ?? 0) + 30_000)).toBe('ask-pin');
    hook.unmount();
  });

  it('notes nothing when the transaction fails', async () => {
    const { hook } = watch('error');
    await act(() => vi.advanceTimersByTimeAsync(POLL_FAST_MS));
    expect(hook.result.current.state.kind).toBe('failed');
    expect(lastCompletedTransaction()).toBe(LONG_AGO);
    expect(vodGate(NOW + POLL_FAST_MS)).toBe('ask-pin');
    hook.unmount();
  });
});

describe('a purchase from the balance feeds the 30-second skip (buy step subscribe)', () => {
  const facts = { packet: { amount: 299 }, balance: 0 } as BuyFacts;

  function deps(subscribe: PacketEndpoints['subscribe']): BuyStepDeps {
    return {
      packet: { id: 101, name: 'Cinema+', is_paused: false } as PacketDetail,
      endpoints: {
        subscribe,
        accounts: async () => [{ id: 1, balance: '0.00' }],
      } as unknown as PacketEndpoints,
      session: testSession({ isGuest: false }),
      navigate: vi.fn(),
      reload: async () => undefined,
      payMissing: vi.fn(async () => undefined),
      buyOffer: vi.fn(),
      paysystem: null,
      setDialog: vi.fn(),
      setNotice: vi.fn(),
      done: {} as BuyStepDeps['done'],
      periods: { current: null },
    };
  }

  it('notes the time the subscription was made', async () => {
    const made = { id: 5, packet: { id: 101, name: 'Cinema+' } } as CurrentSubscription;
    await performBuyStep(
      { step: 'subscribe', period: 30 } as never,
      facts,
      deps(async () => made),
    );
    expect(lastCompletedTransaction()).toBe(NOW);
    expect(vodGate(NOW + 29_999)).toBe('allow');
  });

  it('notes nothing when the server refuses it for a short balance (402)', async () => {
    const d = deps(async () => {
      throw new ApiError('http', 'Not enough money', '/users/self/subscriptions', 402);
    });
    await performBuyStep({ step: 'subscribe', period: 30 } as never, facts, d);
    expect(d.payMissing).toHaveBeenCalled();
    expect(lastCompletedTransaction()).toBe(LONG_AGO);
    expect(vodGate(NOW)).toBe('ask-pin');
  });
});
