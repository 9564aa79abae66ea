import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SessionContext, type SessionValue } from '../session/context';
import { testI18n, testSession } from '../testing/test-session';
import { Gate } from './Gate';

let setSession: (session: SessionValue) => void = () => undefined;

/** The header's search field beside the gate, as in the shell: the viewer may be in it while the page renders. */
function Shell() {
  const [session, set] = useState(testSession({ status: 'starting' }));
  setSession = set;
  return (
    <SessionContext.Provider value={session}>
      <input aria-label="Search" />
      <Gate />
    </SessionContext.Provider>
  );
}

function mount() {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <I18nextProvider i18n={testI18n()}>
          <Shell />
        </I18nextProvider>
      ),
      children: [{ index: true, element: <button type="button">Start page</button> }],
    },
  ]);
  render(<RouterProvider router={router} />);
}

describe('the gate (issue 38: the page follows the session in a deferred pass)', () => {
  it('waits while the session starts, then shows the page, and keyboard focus stays where the viewer is', async () => {
    mount();
    expect(screen.queryByRole('button', { name: 'Start page' })).toBeNull();
    const search = screen.getByRole('textbox', { name: 'Search' });
    search.focus();
    act(() => setSession(testSession({ status: 'ready' })));
    expect(await screen.findByRole('button', { name: 'Start page' })).toBeTruthy();
    expect(document.activeElement).toBe(search);
  });

  it('shows a failed start, not the page', async () => {
    mount();
    act(() => setSession(testSession({ status: 'failed', error: 'boom' })));
    expect(await screen.findByText(/boom/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start page' })).toBeNull();
  });
});
