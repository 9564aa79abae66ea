import { ApiError } from '../api/errors';
import { ApprovalCancelled, type ApprovalDeps, changeWithApproval } from './change-with-approval';

const refused = () =>
  new ApiError(
    'http',
    'Enter the parental PIN to do this',
    'https://api.test/v2/x',
    403,
    'parental_approval_required',
  );

function deps(held: string | null, entered: boolean, afterPin = 'fresh') {
  let token = held;
  const calls: string[] = [];
  const d: ApprovalDeps = {
    held: () => token,
    forget: (action) => {
      calls.push(`forget ${action}`);
      token = null;
    },
    ask: async (action) => {
      calls.push(`ask ${action}`);
      if (entered) token = afterPin;
      return entered;
    },
  };
  return { d, calls };
}

describe('changeWithApproval (issue 35)', () => {
  it('sends the change with the approval held for it, and asks nothing when the server takes it', async () => {
    const { d, calls } = deps('held', true);
    const sent: (string | null)[] = [];
    await expect(changeWithApproval('profile', async (a) => sent.push(a), d)).resolves.toBe(1);
    expect(sent).toEqual(['held']);
    expect(calls).toEqual([]);
  });

  it('asks for the PIN when the server wants an approval, then sends the change again with the new one', async () => {
    const { d, calls } = deps('ran-out', true);
    const sent: (string | null)[] = [];
    const change = async (approval: string | null) => {
      sent.push(approval);
      if (approval !== 'fresh') throw refused();
      return 'saved';
    };
    await expect(changeWithApproval('parental', change, d)).resolves.toBe('saved');
    expect(sent).toEqual(['ran-out', 'fresh']);
    expect(calls).toEqual(['forget parental', 'ask parental']);
  });

  it('fails with ApprovalCancelled when the viewer cancels the PIN, without sending again', async () => {
    const { d } = deps(null, false);
    let sends = 0;
    const change = async () => {
      sends += 1;
      throw refused();
    };
    await expect(changeWithApproval('settings', change, d)).rejects.toBeInstanceOf(ApprovalCancelled);
    expect(sends).toBe(1);
  });

  it('passes any other failure on untouched, and asks only once', async () => {
    const { d, calls } = deps(null, true);
    const other = new ApiError('http', 'Profile 9 not found', 'https://api.test/v2/x', 404, 'not_found');
    await expect(changeWithApproval('profile', async () => Promise.reject(other), d)).rejects.toBe(other);
    expect(calls).toEqual([]);
    const always = async () => Promise.reject(refused());
    await expect(changeWithApproval('profile', always, d)).rejects.toMatchObject({
      errorCode: 'parental_approval_required',
    });
    expect(calls).toEqual(['forget profile', 'ask profile']);
  });
});
