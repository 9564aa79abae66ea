import { createRollGate, type RunRoll } from './roll-gate';
import { createAdBreakStore } from './state-store';
import type { RollSummary } from './types';

const request = { roll: 'pre_roll' as const, tags: ['https://vast.test/a'] };

function setup() {
  let now = 0;
  const store = createAdBreakStore();
  const unexpected: unknown[] = [];
  const settled: number[] = [];
  const gate = createRollGate({
    store,
    now: () => now,
    cooldownMs: 5000,
    onUnexpectedError: (error) => unexpected.push(error),
    onSettled: () => settled.push(now),
  });
  const failing: RunRoll = async (req, signal) =>
    gate.finish({ roll: req.roll, outcome: 'completed', played: 0, failed: [303] }, signal);
  return { gate, store, unexpected, settled, failing, advance: (ms: number) => (now += ms) };
}

describe('createRollGate', () => {
  it('runs one roll at a time with the break state active only while it runs', async () => {
    const { gate, store, settled } = setup();
    let release: (summary: RollSummary) => void = () => {};
    const first = gate.run(request, () => new Promise((resolve) => (release = resolve)));
    expect(store.get()).toMatchObject({ roll: 'pre_roll', active: true });
    expect(await gate.run(request, async () => ({}) as RollSummary)).toMatchObject({ outcome: 'busy' });
    release({ roll: 'pre_roll', outcome: 'completed', played: 1, failed: [] });
    expect(await first).toMatchObject({ outcome: 'completed', played: 1 });
    expect(store.get().active).toBe(false);
    expect(settled).toEqual([0]);
  });

  it('cools down after a roll that failed entirely, then lets rolls run again', async () => {
    const { gate, failing, advance } = setup();
    expect(await gate.run(request, failing)).toMatchObject({ outcome: 'failed', failed: [303] });
    advance(4999);
    expect(await gate.run(request, failing)).toMatchObject({ outcome: 'cooldown', failed: [] });
    advance(1);
    expect(await gate.run(request, failing)).toMatchObject({ outcome: 'failed' });
  });

  it('reports an aborted roll as aborted without a cool-down', async () => {
    const { gate, failing } = setup();
    const pending = gate.run(request, async (req, signal) => {
      await Promise.resolve();
      return failing(req, signal);
    });
    gate.abort();
    expect(await pending).toMatchObject({ outcome: 'aborted' });
    expect(await gate.run(request, failing)).toMatchObject({ outcome: 'failed' });
  });

  it('turns a bug into a 900 failure instead of a rejection', async () => {
    const { gate, unexpected } = setup();
    const bug = new Error('bug');
    expect(await gate.run(request, () => Promise.reject(bug))).toEqual({
      roll: 'pre_roll',
      outcome: 'failed',
      played: 0,
      failed: [900],
    });
    expect(unexpected).toEqual([bug]);
  });

  it('skips rolls without tags and every roll after destroy, which is idempotent', async () => {
    const { gate, failing, store } = setup();
    const listener = vi.fn();
    store.subscribe(listener);
    expect(await gate.run({ ...request, tags: [] }, failing)).toMatchObject({ outcome: 'empty' });
    gate.destroy();
    gate.destroy();
    expect(await gate.run(request, failing)).toMatchObject({ outcome: 'aborted' });
    expect(listener).not.toHaveBeenCalled();
  });
});
