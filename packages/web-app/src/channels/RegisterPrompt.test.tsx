import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { SessionValue } from '../session/context';
import { SessionContext } from '../session/context';
import { RegisterPrompt } from './RegisterPrompt';
import { REGISTER_PROMPT_DELAY_MS, REGISTER_REOPEN_MS } from './register-prompt';

// The browser test (web-player-channel.spec.ts) shows the banner on a real channel page and that "not now"
// stores its close time; the timing is held here, on a fake clock, so that test need not wait it out.
const guest = { isGuest: true, network: { promo_days: 7, provider: {} } } as unknown as SessionValue;

function renderPrompt(channelId = 6) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <SessionContext.Provider value={guest}>
            <RegisterPrompt channelId={channelId} />
          </SessionContext.Provider>
        ),
      },
    ],
    { initialEntries: ['/channels/all/retro-tv'] },
  );
  return render(<RouterProvider router={router} />);
}

const banner = () => screen.queryByTestId('register-prompt');

describe('RegisterPrompt (001 §4: 5 s after a guest opens a channel; closed, away for 8 h)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('shows at 5 s, not a moment before', () => {
    renderPrompt();
    act(() => vi.advanceTimersByTime(REGISTER_PROMPT_DELAY_MS - 1));
    expect(banner()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(banner()).not.toBeNull();
  });

  it('"not now" keeps it away on the next visit of a channel page until 8 h have passed', () => {
    const first = renderPrompt();
    act(() => vi.advanceTimersByTime(REGISTER_PROMPT_DELAY_MS));
    fireEvent.click(screen.getByRole('button', { name: 'register_prompt_later' }));
    expect(banner()).toBeNull();
    first.unmount();

    // The page reloaded: the stored close time keeps the banner away, however long the channel plays.
    const again = renderPrompt();
    act(() => vi.advanceTimersByTime(REGISTER_PROMPT_DELAY_MS * 4));
    expect(banner()).toBeNull();
    again.unmount();

    act(() => vi.advanceTimersByTime(REGISTER_REOPEN_MS));
    renderPrompt();
    act(() => vi.advanceTimersByTime(REGISTER_PROMPT_DELAY_MS));
    expect(banner()).not.toBeNull();
  });
});
