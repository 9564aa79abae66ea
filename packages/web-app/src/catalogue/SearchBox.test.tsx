import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/http';
import { mountWithSession, testSession } from '../testing/test-session';
import { SearchBox } from './SearchBox';
import { SUGGESTIONS_HIDE_MS } from './search-rules';

const recent = '[{"text":"Signal Hunters","type":"content","id":120,"from_history":true}]';

async function mountSearch() {
  const api = createApiClient({
    baseUrl: 'http://api.test/v2',
    fetch: (async () => new Response(recent, { status: 200 })) as typeof fetch,
  });
  mountWithSession(<SearchBox label="Search" placeholder="Find" />, testSession({ api }));
  const box = screen.getByRole('combobox', { name: 'Search' });
  act(() => box.focus());
  await screen.findByRole('list', { name: 'Suggestions' });
  return box;
}

const panel = () => screen.queryByRole('list', { name: 'Suggestions' });

describe('the header search (001 §2 Search UI)', () => {
  it('closes on Escape at once, leaving the field', async () => {
    const box = await mountSearch();
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(panel()).toBeNull();
    expect(document.activeElement).not.toBe(box);
  });

  it('hides the suggestions 500 ms after the field loses the focus (a click outside), not before', async () => {
    const box = await mountSearch();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => box.blur());
    act(() => vi.advanceTimersByTime(SUGGESTIONS_HIDE_MS - 1));
    expect(panel()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(panel()).toBeNull();
    expect(SUGGESTIONS_HIDE_MS).toBe(500);
  });

  it('keeps the suggestions when the field has the focus back within the 500 ms', async () => {
    const box = await mountSearch();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => box.blur());
    act(() => vi.advanceTimersByTime(300));
    act(() => box.focus());
    act(() => vi.advanceTimersByTime(SUGGESTIONS_HIDE_MS));
    expect(panel()).not.toBeNull();
  });
});
