import { memoryStore } from '../../test/memory-store';
import { KEYS } from '../session/storage';
import { createApprovalStore } from './approval-store';

const approval = (action: string, seconds: number | null = 120) => ({
  token: `t-${action}`,
  action,
  expires_in: seconds,
});

describe('createApprovalStore', () => {
  it('keeps the server’s approval for as long as the server said, across instances (a reload)', () => {
    let now = 1_000_000;
    const storage = memoryStore();
    createApprovalStore(storage, () => now).keep(7, approval('profile'));
    const reloaded = createApprovalStore(storage, () => now);
    expect(reloaded.until(7, 'profile')).toBe(1_000_000 + 120_000);
    expect(reloaded.token(7, 'profile')).toBe('t-profile');
    now += 119_999;
    expect(reloaded.token(7, 'profile')).toBe('t-profile');
    now += 1;
    expect(reloaded.token(7, 'profile')).toBeNull();
    reloaded.keep(7, approval('pay'));
    now += 200_000;
    reloaded.keep(7, approval('vod'));
    // Ended approvals are not written back.
    expect(Object.keys(JSON.parse(storage.get(KEYS.parentalOk) ?? '{}').approvals)).toEqual(['vod']);
  });

  it('holds one approval per action, belonging to the user who entered the PIN', () => {
    const storage = memoryStore();
    const store = createApprovalStore(storage, () => 0);
    store.keep(7, approval('pay'));
    expect(store.token(7, 'profile')).toBeNull();
    expect(store.token(8, 'pay')).toBeNull();
    expect(store.until(null, 'pay')).toBeNull();
    // Another user's PIN replaces what the first one held.
    store.keep(8, approval('profile'));
    expect(store.token(7, 'pay')).toBeNull();
    expect(store.token(8, 'profile')).toBe('t-profile');
  });

  it('offers the approval that opened the settings for their parental tab', () => {
    const store = createApprovalStore(memoryStore(), () => 0);
    store.keep(7, approval('settings'));
    expect(store.token(7, 'parental')).toBe('t-settings');
    expect(store.token(7, 'profile')).toBeNull();
  });

  it('forgets one action when the server refused it, or everything', () => {
    const storage = memoryStore();
    const store = createApprovalStore(storage, () => 0);
    store.keep(7, approval('pay'));
    store.keep(7, approval('profile'));
    store.forget('profile');
    expect(store.token(7, 'profile')).toBeNull();
    expect(store.token(7, 'pay')).toBe('t-pay');
    store.forget();
    expect(storage.get(KEYS.parentalOk)).toBeNull();
  });

  it('keeps an approval with no end of its own (duration 0, 000 §4 "always") across a reload until forgotten', () => {
    let now = 0;
    const storage = memoryStore();
    createApprovalStore(storage, () => now).keep(7, approval('channel', null));
    now += 365 * 24 * 3_600_000;
    const reloaded = createApprovalStore(storage, () => now);
    expect(reloaded.until(7, 'channel')).toBe(Number.POSITIVE_INFINITY);
    expect(reloaded.token(7, 'channel')).toBe('t-channel');
    reloaded.keep(7, approval('pay'));
    expect(reloaded.token(7, 'channel'), 'kept when another is written').toBe('t-channel');
    reloaded.forget('channel');
    expect(reloaded.until(7, 'channel')).toBeNull();
  });

  it('reads a malformed record as no approval', () => {
    const storage = memoryStore();
    storage.set(KEYS.parentalOk, '{"until": 5, "user": 7}');
    expect(createApprovalStore(storage, () => 0).token(7, 'pay')).toBeNull();
    storage.set(KEYS.parentalOk, 'not json');
    expect(createApprovalStore(storage, () => 0).until(7, 'pay')).toBeNull();
  });
});
