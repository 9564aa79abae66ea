import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Slider } from './Slider';
import { tilesInView } from './slider-rules';

const TILES = 20;
const NAMES = Array.from({ length: TILES }, (_, i) => `Film ${i}`);

function renderRow() {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <Slider label="Films" moreCount={0} allTo="/rows/films">
            {NAMES.map((name) => (
              <a key={name} href={`/contents/${name}`}>
                {name}
              </a>
            ))}
          </Slider>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return screen.getByRole('list', { name: 'Films' });
}

const films = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((link) => link.textContent)
    .filter((text) => text?.startsWith('Film'));

describe('Slider: the tiles in view first', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // A phone, as Lighthouse emulates it.
    vi.stubGlobal('innerWidth', 412);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('mounts what a phone shows, and the whole row when focus enters it', async () => {
    const list = renderRow();
    const first = tilesInView(412);
    expect(first).toBeLessThan(TILES);
    expect(films(list)).toHaveLength(first);
    // The open-all tile stays last.
    expect(within(list).getAllByRole('listitem').at(-1)?.textContent).toBe('open_all');
    await act(async () => within(list).getByRole('link', { name: 'Film 0' }).focus());
    expect(films(list)).toHaveLength(TILES);
    expect(films(list).at(-1)).toBe(`Film ${TILES - 1}`);
  });

  it('mounts the rest when the row is scrolled', async () => {
    const list = renderRow();
    await act(async () => {
      fireEvent.scroll(list);
    });
    expect(films(list)).toHaveLength(TILES);
  });

  it('mounts the rest when the browser is idle, for a screen reader reading the page', async () => {
    const list = renderRow();
    expect(films(list)).toHaveLength(tilesInView(412));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000);
    });
    expect(films(list)).toHaveLength(TILES);
  });
});

describe('tilesInView', () => {
  it('counts the narrowest tiles a screen holds, and two more', () => {
    expect(tilesInView(412)).toBe(6);
    expect(tilesInView(1440)).toBe(15);
    expect(tilesInView(Number.NaN)).toBe(tilesInView(1920));
  });
});
