// 000 §8 Survey through the real API client, beside SurveyPrompt.test.tsx (a send the server refuses): a send the
// network loses is logged and the notification hidden too; nothing chosen says error_none_field_is_selected and
// sends nothing; a sent answer says 'sent', with the free text only when the survey allows one (§5).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createApiClient } from '../../api/http';
import { mountWithSession, testSession } from '../../testing/test-session';
import { SurveyPrompt } from './SurveyPrompt';

const SURVEY = {
  question: 'Why did you cancel?',
  allow_user_answer: true,
  answers: [
    { id: 1, text: 'Too expensive' },
    { id: 2, text: 'Nothing to watch' },
  ],
};

function server(answer: () => Response | Promise<Response>) {
  const sent: unknown[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input)).pathname;
    if (path.endsWith('/questions')) return Response.json(SURVEY);
    sent.push(JSON.parse(String(init?.body)));
    return answer();
  };
  return { sent, api: createApiClient({ baseUrl: 'http://api.test/v2', fetch, token: () => 't' }) };
}

describe('SurveyPrompt (000 §3 Survey, §5, §8)', () => {
  it('logs a send lost on the network and hides the notification', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const api = server(() => Promise.reject(new TypeError('Failed to fetch')));
    const close = vi.fn();
    mountWithSession(<SurveyPrompt close={close} />, testSession({ api: api.api }));
    fireEvent.change(await screen.findByLabelText('Your own answer'), {
      target: { value: ' too many ads ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(close).toHaveBeenCalledTimes(1));
    expect(api.sent).toEqual([{ answer_ids: [], user_text: 'too many ads' }]);
    expect(log).toHaveBeenCalledWith(
      '[onair] survey answer failed',
      expect.objectContaining({ kind: 'network' }),
    );
    log.mockRestore();
  });

  it('sends nothing when nothing is chosen, and says sent once the server took the answer', async () => {
    const api = server(() => Response.json({ ok: true }));
    const close = vi.fn();
    mountWithSession(<SurveyPrompt close={close} />, testSession({ api: api.api }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(api.sent).toEqual([]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Nothing to watch' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(api.sent).toEqual([{ answer_ids: [2] }]);
    expect(close).not.toHaveBeenCalled();
  });
});
