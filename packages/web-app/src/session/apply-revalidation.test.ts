import { describe, expect, it } from 'vitest';
import { applyRevalidation, type RevalidationHandlers } from './apply-revalidation';
import type { Revalidation } from './startup';

function record() {
  const seen: string[] = [];
  const handlers: RevalidationHandlers = {
    update: (network) => seen.push(`update ${JSON.stringify(network.country)}`),
    restartPlayer: () => seen.push('restart player'),
    restartSession: () => seen.push('restart session'),
    regionBlocked: (block) => seen.push(`blocked ${block.message}`),
    log: (message) => seen.push(`log ${message.slice(0, 12)}`),
  };
  return { seen, handlers };
}

const fresh = { network: { country: 'DE' }, configuration: {}, resources: {} };

describe('what the fresh start-up answers do to a session started from stored ones', () => {
  it('a changed region or configuration: the new answers are taken and the player restarts', () => {
    const { seen, handlers } = record();
    applyRevalidation(
      {
        state: 'reconciled',
        ...fresh,
        reconciled: { kind: 'update', restartPlayer: true, reasons: ['region'] },
      },
      handlers,
    );
    expect(seen).toEqual(['update "DE"', 'restart player']);
  });

  it('new resources only: taken, nothing restarts; nothing changed: nothing happens', () => {
    const { seen, handlers } = record();
    applyRevalidation(
      {
        state: 'reconciled',
        ...fresh,
        reconciled: { kind: 'update', restartPlayer: false, reasons: ['resources'] },
      },
      handlers,
    );
    applyRevalidation({ state: 'reconciled', ...fresh, reconciled: { kind: 'same' } }, handlers);
    expect(seen).toEqual(['update "DE"']);
  });

  it('a region block cancels the visit; another way to sign in restarts the session; a failure keeps the old', () => {
    const { seen, handlers } = record();
    const cases: Revalidation[] = [
      { state: 'region-blocked', message: 'Blocked', country: null, ip: null },
      { state: 'reconciled', ...fresh, reconciled: { kind: 'restart-session', plan: 'auto-auth' } },
      { state: 'unavailable', error: new Error('offline') },
    ];
    for (const revalidation of cases) applyRevalidation(revalidation, handlers);
    expect(seen).toEqual(['blocked Blocked', 'restart session', 'log [onair] the ']);
  });
});
