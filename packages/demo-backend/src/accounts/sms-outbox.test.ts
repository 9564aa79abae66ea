import { describe, expect, it } from 'vitest';
import { SmsOutbox } from './sms-outbox';

describe('SmsOutbox', () => {
  it('keeps messages per phone in order, bounded to its capacity', () => {
    const outbox = new SmsOutbox(() => 42, 3);
    outbox.send('79990000001', 'a', '1');
    outbox.send('79990000002', 'b', '2');
    outbox.send('79990000001', 'c', '3');
    outbox.send('79990000001', 'd', '4');
    expect(outbox.list().map((m) => m.code)).toEqual(['2', '3', '4']);
    expect(outbox.list('79990000001').map((m) => m.code)).toEqual(['3', '4']);
    expect(outbox.list('79990000001')[0]).toMatchObject({ at: 42, seq: 3 });
    outbox.clear();
    expect(outbox.list()).toEqual([]);
  });
});
