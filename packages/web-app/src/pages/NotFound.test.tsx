// 001 §2 Other screens: "404 page: text for content, channel, subscription or generic page, with a link
// to the main page". Without an i18next instance t() returns its key, so the text chosen per kind shows
// as the key; src/i18n/locales.test.ts checks those keys exist in English and Russian.
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NotFound, type NotFoundKind } from './NotFound';

function show(kind?: NotFoundKind) {
  const router = createMemoryRouter([{ path: '*', element: <NotFound kind={kind} /> }], {
    initialEntries: ['/news/999'],
  });
  return render(<RouterProvider router={router} />);
}

describe('the 404 page (001 §2)', () => {
  it.each(['content', 'channel', 'subscription', 'page'] as const)('names what was not found: %s', (kind) => {
    const { unmount } = show(kind);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(`not_found_${kind}`);
    expect(screen.getByRole('link', { name: 'go_main' }).getAttribute('href')).toBe('/');
    unmount();
  });

  it('is the generic page text by default', () => {
    show();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('not_found_page');
  });
});
