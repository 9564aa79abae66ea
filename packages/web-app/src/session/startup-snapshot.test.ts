import { describe, expect, it } from 'vitest';
import { memoryStore } from '../../test/memory-store';
import { clearSnapshot, readSnapshot, SNAPSHOT_MAX_AGE_MS, saveSnapshot } from './startup-snapshot';
import { KEYS } from './storage';

const NOW = 1_700_000_000_000;
const snapshot = { network: { country: 'GB' }, configuration: {}, resources: { a: 1 }, savedAt: NOW - 1000 };

describe('the stored start-up answers a returning viewer starts from', () => {
  it('reads back what was saved while it is young enough, and not after it was cleared', () => {
    const store = memoryStore();
    saveSnapshot(store, snapshot);
    expect(readSnapshot(store, NOW)).toEqual(snapshot);
    expect(readSnapshot(store, snapshot.savedAt + SNAPSHOT_MAX_AGE_MS + 1)).toBeNull();
    // A clock set back must not make an answer from "the future" look fresh.
    expect(readSnapshot(store, snapshot.savedAt - 1)).toBeNull();
    clearSnapshot(store);
    expect(readSnapshot(store, NOW)).toBeNull();
  });

  it('ignores anything not shaped like a snapshot', () => {
    for (const raw of ['{', '[]', '{"network":{},"configuration":{},"resources":{}}', '{"network":1}']) {
      expect(readSnapshot(memoryStore({ [KEYS.startup]: raw }), NOW)).toBeNull();
    }
  });
});
