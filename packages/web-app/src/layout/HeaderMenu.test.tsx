import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { HeaderMenu } from './HeaderMenu';
import type { MenuItem } from './menu';

const items: MenuItem[] = [
  { key: 'a', to: '/', title: 'Start' },
  { key: 'b', to: '/channels', title: 'TV' },
  { key: 'c', to: '/films', title: 'Films' },
  { key: 'd', to: 'https://partner.example/', title: 'Partner', external: true },
];

function renderMenu() {
  const router = createMemoryRouter([{ path: '*', element: <HeaderMenu items={items} /> }], {
    initialEntries: ['/films'],
  });
  return render(<RouterProvider router={router} />);
}

describe('HeaderMenu without ResizeObserver', () => {
  it('keeps every item in the bar', () => {
    renderMenu();
    const nav = screen.getByRole('navigation', { name: 'menu' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Start', 'TV', 'Films', 'Partner']);
    expect(within(nav).queryByRole('button')).toBeNull();
  });
});

describe('HeaderMenu with too little room', () => {
  const pending: Array<() => void> = [];
  /** The browser's layout after the first render: each observer's first callback. */
  const layout = () =>
    act(() => {
      for (const callback of pending.splice(0)) callback();
    });
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
  let rect: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    vi.stubGlobal(
      'ResizeObserver',
      // As a browser does, the observer reports after observe(), at the next layout (`layout()` below).
      class {
        constructor(callback: () => void) {
          pending.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    // The bar has 250 px; every item (and the More button) is 100 px wide: one item fits beside More.
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
      configurable: true,
      get() {
        return (this as HTMLElement).classList.contains('header__menu') ? 250 : 0;
      },
    });
    rect = vi
      .spyOn(Element.prototype, 'getBoundingClientRect')
      .mockReturnValue({ width: 100, height: 20 } as DOMRect);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    rect.mockRestore();
    if (original) Object.defineProperty(HTMLElement.prototype, 'clientWidth', original);
  });

  it('moves the items that do not fit into a More dropdown', () => {
    renderMenu();
    const nav0 = screen.getByRole('navigation', { name: 'menu' });
    // Nothing is measured during React's commit: the first layout decides.
    expect(within(nav0).queryByRole('button')).toBeNull();
    layout();
    const nav = screen.getByRole('navigation', { name: 'menu' });
    const more = within(nav).getByRole('button', { name: /menu_more/ });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Start']);
    // The current page (/films) is in the dropdown, so the button is marked current.
    expect(more.classList.contains('active')).toBe(true);

    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    const list = document.getElementById(more.getAttribute('aria-controls') ?? '');
    expect(list).not.toBeNull();
    expect(
      within(list!)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['TV', 'Films', 'Partner']);
    expect(within(list!).getByRole('link', { name: 'Partner' }).getAttribute('target')).toBe('_blank');
    expect(within(list!).getByRole('link', { name: 'Films' }).classList.contains('active')).toBe(true);
  });

  it('Escape closes the dropdown and gives focus back to the button', () => {
    renderMenu();
    layout();
    const more = screen.getByRole('button', { name: /menu_more/ });
    fireEvent.click(more);
    const link = screen.getByRole('link', { name: 'TV' });
    act(() => link.focus());
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(more);
    expect(screen.queryByRole('link', { name: 'TV' })).toBeNull();
  });

  it('a click outside or following a link closes it', () => {
    renderMenu();
    layout();
    const more = screen.getByRole('button', { name: /menu_more/ });
    fireEvent.click(more);
    fireEvent.pointerDown(document.body);
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    fireEvent.click(screen.getByRole('link', { name: 'TV' }));
    expect(more.getAttribute('aria-expanded')).toBe('false');
  });
});
