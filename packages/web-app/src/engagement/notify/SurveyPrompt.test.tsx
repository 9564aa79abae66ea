import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../api/http';
import { mountWithSession, testSession } from '../../testing/test-session';
import { SurveyPrompt } from './SurveyPrompt';

const survey = JSON.stringify({
  question: 'Why did you leave?',
  allow_user_answer: false,
  answers: [{ id: 1, text: 'Too expensive' }],
});

afterEach(() => vi.restoreAllMocks());

describe('survey 1 as a prompt (001 §7 Calls, §8)', () => {
  it('logs a failed answer and hides the prompt, with no alert for the viewer', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const api = createApiClient({
      baseUrl: 'http://api.test/v2',
      fetch: (async (input: RequestInfo | URL) =>
        String(input).includes('/answers')
          ? new Response('{"error":{"message":"down"}}', { status: 500 })
          : new Response(survey, { status: 200 })) as typeof fetch,
    });
    const close = vi.fn();
    mountWithSession(<SurveyPrompt close={close} />, testSession({ api, isGuest: false }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Too expensive' }));
    fireEvent.click(screen.getByRole('button', { name: /send/i }));
    await waitFor(() => expect(close).toHaveBeenCalledTimes(1));
    expect(log).toHaveBeenCalledWith(
      '[onair] survey answer failed',
      expect.objectContaining({ status: 500 }),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
