import { memoryStore } from '../../test/memory-store';
import { ApiError } from '../api/errors';
import { createApprovalStore } from '../parental/approval-store';
import { registerPayApprover, sendPayment } from './pay-approval';

const USER = 7;
const refused = () =>
  new ApiError(
    'http',
    'Enter the parental PIN to do this',
    'https://api.test/v2/users/self/subscriptions',
    403,
    'parental_approval_required',
  );

/** A server that wants `wanted` in X-Parental-Approval; the headers of every call it got. */
function server(wanted: string) {
  const sent: Record<string, string>[] = [];
  const call = async (headers: Record<string, string>) => {
    sent.push(headers);
    if (headers['X-Parental-Approval'] !== wanted) throw refused();
    return 'paid';
  };
  return { sent, call };
}

function scene(entered: boolean) {
  const approvals = createApprovalStore(memoryStore(), () => 1_000_000);
  const asked: string[] = [];
  const unregister = registerPayApprover({
    userId: USER,
    ask: async () => {
      asked.push('pay');
      if (entered) approvals.keep(USER, { token: 'fresh', action: 'pay', expires_in: 300 });
      return entered;
    },
  });
  return { approvals, asked, unregister };
}

describe('sendPayment (issue 36: the server asks the PIN for payments)', () => {
  it('sends the pay approval the app holds, and asks nothing more', async () => {
    const s = scene(true);
    s.approvals.keep(USER, { token: 'held', action: 'pay', expires_in: 300 });
    const srv = server('held');
    await expect(sendPayment(srv.call, s.approvals)).resolves.toBe('paid');
    expect(srv.sent).toEqual([{ 'X-Parental-Approval': 'held' }]);
    expect(s.asked).toEqual([]);
    s.unregister();
  });

  it('refused (none held, or it ran out): asks the PIN and sends once more with the new approval', async () => {
    const s = scene(true);
    s.approvals.keep(USER, { token: 'stale', action: 'pay', expires_in: 300 });
    const srv = server('fresh');
    await expect(sendPayment(srv.call, s.approvals)).resolves.toBe('paid');
    expect(srv.sent).toEqual([{ 'X-Parental-Approval': 'stale' }, { 'X-Parental-Approval': 'fresh' }]);
    expect(s.asked).toEqual(['pay']);
    s.unregister();
  });

  it('an approval for another action is not sent for a payment', async () => {
    const s = scene(true);
    s.approvals.keep(USER, { token: 'opens-settings', action: 'settings', expires_in: 300 });
    const srv = server('fresh');
    await expect(sendPayment(srv.call, s.approvals)).resolves.toBe('paid');
    expect(srv.sent[0]).toEqual({});
    s.unregister();
  });

  it('the PIN cancelled: fails with the server’s refusal, sent once', async () => {
    const s = scene(false);
    const srv = server('fresh');
    await expect(sendPayment(srv.call, s.approvals)).rejects.toMatchObject({
      errorCode: 'parental_approval_required',
    });
    expect(srv.sent).toHaveLength(1);
    expect(s.asked).toEqual(['pay']);
    s.unregister();
  });

  it('other failures pass through untouched, without asking', async () => {
    const s = scene(true);
    const short = new ApiError(
      'http',
      'Not enough money',
      'https://api.test/v2/x',
      402,
      'insufficient_balance',
    );
    await expect(sendPayment(() => Promise.reject(short), s.approvals)).rejects.toBe(short);
    expect(s.asked).toEqual([]);
    s.unregister();
  });
});
