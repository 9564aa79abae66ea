import type { OperatorApi } from '@onair/player-sdk';
import { describe, expect, it, vi } from 'vitest';
import { withSessionConfiguration } from './session-api';

const api = (configuration?: OperatorApi['configuration']): OperatorApi => ({
  origin: 'http://api',
  channelStream: vi.fn(),
  contentStream: vi.fn(),
  schedule: vi.fn(),
  stat: vi.fn(),
  ...(configuration ? { configuration } : {}),
});

describe('withSessionConfiguration', () => {
  it("answers the player from the session's configuration without a call", async () => {
    const own = vi.fn(async () => ({ catchup_blackout_mattress_url: 'from-api' }));
    const wrapped = withSessionConfiguration(api(own), () => ({ catchup_blackout_mattress_url: 'held' }));
    expect(await wrapped.configuration?.()).toEqual({ catchup_blackout_mattress_url: 'held' });
    expect(own).not.toHaveBeenCalled();
    expect(wrapped.origin).toBe('http://api');
  });

  it('asks the API when the session holds none, passing the abort signal on', async () => {
    const own = vi.fn(async () => ({ catchup_blackout_mattress_url: 'from-api' }));
    const wrapped = withSessionConfiguration(api(own), () => null);
    const signal = new AbortController().signal;
    expect(await wrapped.configuration?.({ signal })).toEqual({ catchup_blackout_mattress_url: 'from-api' });
    expect(own).toHaveBeenCalledWith({ signal });
  });

  it('waits for a copy still to come, and asks the API when none comes', async () => {
    const own = vi.fn(async () => ({ catchup_blackout_mattress_url: 'from-api' }));
    const coming = withSessionConfiguration(api(own), () =>
      Promise.resolve({ catchup_blackout_mattress_url: 'held' }),
    );
    expect(await coming.configuration?.()).toEqual({ catchup_blackout_mattress_url: 'held' });
    expect(own).not.toHaveBeenCalled();
    const none = withSessionConfiguration(api(own), () => Promise.resolve(null));
    expect(await none.configuration?.()).toEqual({ catchup_blackout_mattress_url: 'from-api' });
    expect(own).toHaveBeenCalledTimes(1);
  });

  it('leaves an API without the call as it is', () => {
    const plain = api();
    expect(withSessionConfiguration(plain, () => ({}))).toBe(plain);
  });
});
