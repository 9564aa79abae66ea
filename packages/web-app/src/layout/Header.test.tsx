import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/http';
import type { SessionStatus } from '../session/context';
import { mountWithSession, testSession } from '../testing/test-session';
import { Header } from './Header';

describe('the header’s search (001 §2 Search UI, §6 Roles)', () => {
  it.each<[SessionStatus, boolean, boolean]>([
    ['ready', true, true],
    ['ready', false, true],
    ['auth-only', true, false],
    ['starting', true, false],
    ['failed', true, false],
  ])('a session %s (guest %s) searches: %s', (status, isGuest, searches) => {
    // Every call answers an empty list: the header's menus have nothing to show, and nothing to wait for.
    const api = createApiClient({
      baseUrl: 'http://api.test/v2',
      fetch: (async () => new Response('[]', { status: 200 })) as typeof fetch,
    });
    mountWithSession(<Header />, testSession({ status, isGuest, api }));
    expect(screen.queryAllByRole('combobox', { name: 'Search' })).toHaveLength(searches ? 1 : 0);
    expect(screen.queryAllByRole('link', { name: 'Search' })).toHaveLength(searches ? 1 : 0);
  });
});
