import { KEYS, memoryStore } from '../session/storage';
import { createApprovalStore } from './approval-store';

describe('createApprovalStore', () => {
  it('remembers a PIN for the configured minutes across instances (a reload)', () => {
    let now = 1_000_000;
    const storage = memoryStore();
    createApprovalStore(storage, () => now).remember(7, { duration: 2 });
    const reloaded = createApprovalStore(storage, () => now);
    expect(reloaded.until(7)).toBe(1_000_000 + 120_000);
    now += 119_999;
    expect(reloaded.until(7)).not.toBeNull();
    now += 1;
    expect(reloaded.until(7)).toBeNull();
    expect(storage.get(KEYS.parentalOk)).toBeNull();
  });

  it('belongs to the user who entered it', () => {
    const storage = memoryStore();
    const store = createApprovalStore(storage, () => 0);
    store.remember(7, { duration: 5 });
    expect(store.until(8)).toBeNull();
    expect(store.until(null)).toBeNull();
  });

  it('stores nothing when the device asks every time, and forgets an older approval', () => {
    const storage = memoryStore();
    const store = createApprovalStore(storage, () => 0);
    store.remember(7, { duration: 5 });
    store.remember(7, { duration: 0 });
    expect(store.until(7)).toBeNull();
  });

  it('reads a malformed record as no approval', () => {
    const storage = memoryStore({ [KEYS.parentalOk]: '{oops' });
    expect(createApprovalStore(storage, () => 0).until(7)).toBeNull();
    storage.set(KEYS.parentalOk, JSON.stringify({ until: 'later', user: 7 }));
    expect(createApprovalStore(storage, () => 0).until(7)).toBeNull();
  });
});
