import { createErrorLog, type KeyValueStorage } from './error-log';

function memoryStorage(
  initial: Record<string, string> = {},
): KeyValueStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (k) => data[k] ?? null,
    setItem: (k, v) => {
      data[k] = v;
    },
  };
}

describe('createErrorLog', () => {
  it('keeps only the last 50 reports, oldest first, and persists them', () => {
    const storage = memoryStorage();
    let t = 0;
    const log = createErrorLog({ storage, now: () => ++t });
    for (let i = 0; i < 60; i++)
      log.record({ code: 400 + (i % 5), message: `m${i}`, url: `https://a/${i}`, adId: `ad${i}` });
    const list = log.list();
    expect(list).toHaveLength(50);
    expect(list[0]).toEqual({ code: 400, message: 'm10', url: 'https://a/10', adId: 'ad10', time: 11 });
    expect(list.at(-1)?.message).toBe('m59');
    const reloaded = createErrorLog({ storage, now: () => 0 });
    expect(reloaded.list()).toEqual(list);
  });

  it('ignores corrupt storage and keeps working when storage throws', () => {
    const corrupt = memoryStorage({ 'onair.ads.errorLog': '{not json' });
    expect(createErrorLog({ storage: corrupt, now: () => 1 }).list()).toEqual([]);
    const mixed = memoryStorage({
      'onair.ads.errorLog': JSON.stringify([{ code: 1 }, { code: 402, message: 'x', time: 5 }]),
    });
    expect(createErrorLog({ storage: mixed, now: () => 1 }).list()).toEqual([
      { code: 402, message: 'x', time: 5 },
    ]);
    const failing: KeyValueStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const log = createErrorLog({ storage: failing, now: () => 7 });
    log.record({ code: 303, message: 'empty' });
    expect(log.list()).toEqual([{ code: 303, message: 'empty', time: 7 }]);
  });

  it('uses localStorage by default and can be cleared', () => {
    localStorage.clear();
    const log = createErrorLog({ now: () => 3 });
    log.record({ code: 1012, message: 'network' });
    expect(JSON.parse(localStorage.getItem('onair.ads.errorLog') ?? '[]')).toHaveLength(1);
    log.clear();
    expect(createErrorLog({ now: () => 3 }).list()).toEqual([]);
  });
});
