/**
 * 001 §2 Rowset page templates person, history, history-h, collection-v, packet_promo, packet_promo_base
 * and donate_packs: each row, as the operator sends it, shows its own tiles (RowSection → RowItems,
 * PacketTile; docs/decisions.md "Row templates the spec only names").
 */
import { screen, within } from '@testing-library/react';
import type { ApiClient } from '../api/http';
import type { Network } from '../api/schemas';
import { mountWithSession, testSession } from '../testing/test-session';
import { RowSection } from './RowSection';
import type { RowHead } from './schemas';

const poster = (id: number, title: string) => ({
  id,
  slug: `${title.toLowerCase().replace(/ /g, '-')}-${id}`,
  title,
  images: [{ src: `https://img.test/${id}-2x3.jpg`, ar: '2:3' }],
});

const ROWS: Record<string, Record<string, unknown>> = {
  faces: {
    persons: [{ id: 201, name: 'Anna Petrova', slug: 'anna-petrova-201', image: 'https://img.test/a.jpg' }],
  },
  continue: {
    histories: [
      { content: poster(5, 'Night Shift'), watch_percentage: 40, screenshot: 'https://img.test/s.jpg' },
    ],
  },
  recently: { histories: [{ content: poster(5, 'Night Shift'), watch_percentage: 130 }] },
  collection: { contents: [poster(1, 'One'), poster(2, 'Two'), poster(3, 'Three')], more_count: 40 },
  packets: {
    packets: [
      {
        id: 101,
        name: 'Cinema+',
        short: 'Films every week',
        price: '399.00',
        period: 30,
        period_human: { months: 1 },
      },
    ],
  },
  'packets-base': { packets: [{ id: 100, name: 'Base', price: '0.00', period: 30 }] },
  donate: { packets: [{ id: 102, name: 'Kids', price: 199, period: 365, period_human: { years: 1 } }] },
};

function fakeApi() {
  return {
    request: vi.fn(async ({ path, schema }: { path: string; schema?: { parse(v: unknown): unknown } }) => {
      const slug = /^\/rows\/(.+)$/.exec(path)?.[1];
      const row = slug ? ROWS[decodeURIComponent(slug)] : undefined;
      if (!row) return {};
      return schema ? schema.parse({ id: slug, slug, ...row }) : row;
    }),
  } as unknown as ApiClient;
}

const network = (promo: boolean) =>
  ({ provider: { is_promo_enabled: promo, currency: { UTF_NAME: '₽' } } }) as unknown as Network;

async function showRow(slug: string, template: string, promoCodes = true) {
  const head: RowHead = { id: slug, slug, title: `Row ${slug}`, template };
  mountWithSession(
    <RowSection head={head} eager />,
    testSession({ api: fakeApi(), network: network(promoCodes) }),
  );
  const list = await screen.findByRole('list', { name: `Row ${slug}` });
  return within(list).getAllByRole('link');
}

describe('row templates (001 §2 Rowset page)', () => {
  it('person: round portraits opening the person page', async () => {
    const [tile] = await showRow('faces', 'person');
    expect(tile?.getAttribute('href')).toBe('/persons/anna-petrova-201');
    expect(tile?.className).toContain('tile--person');
    expect(tile?.textContent).toBe('Anna Petrova');
  });

  it('history: a poster with how much was watched', async () => {
    const [tile] = await showRow('continue', 'history');
    expect(tile?.className).toContain('tile--poster');
    expect(tile?.getAttribute('href')).toBe('/contents/night-shift-5');
    expect(tile?.querySelector<HTMLElement>('.tile__progress')?.style.width).toBe('40%');
    expect(tile?.querySelector('img')?.getAttribute('src')).toBe('https://img.test/s.jpg');
  });

  it('history-h: a wide frame, progress capped at 100%', async () => {
    const [tile] = await showRow('recently', 'history-h');
    expect(tile?.className).toContain('tile--wide');
    expect(tile?.querySelector<HTMLElement>('.tile__progress')?.style.width).toBe('100%');
  });

  it('collection-v: posters, and see all opens the collection', async () => {
    const tiles = await showRow('collection', 'collection-v');
    expect(tiles.slice(0, 3).map((tile) => tile.className)).toEqual(Array(3).fill('tile tile--poster'));
    expect(screen.getByRole('link', { name: 'See all' }).getAttribute('href')).toBe('/row/collection');
  });

  it('packet_promo: the packet, its text and price per period, opening its page', async () => {
    const [tile] = await showRow('packets', 'packet_promo');
    expect(tile?.getAttribute('href')).toBe('/packets/101');
    expect(tile?.className).toContain('tile--packet_promo');
    expect(tile?.textContent).toContain('Cinema+');
    expect(tile?.textContent).toContain('Films every week');
    expect(tile?.querySelector('.tile__price')?.textContent).toBe('399.00 ₽ / month');
  });

  it('packet_promo_base: the base packet, marked so', async () => {
    const [tile] = await showRow('packets-base', 'packet_promo_base');
    expect(tile?.getAttribute('href')).toBe('/packets/100');
    expect(tile?.querySelector('.tile__badge')?.textContent).toBe('Base packet');
    expect(tile?.querySelector('.tile__price')?.textContent).toBe('Free');
  });

  it('donate_packs: a packet to give, opening the gift page; its own page where promo codes are off', async () => {
    const [tile] = await showRow('donate', 'donate_packs');
    expect(tile?.getAttribute('href')).toBe('/gift');
    expect(tile?.querySelector('.tile__action')?.textContent).toBe('Give as a gift');
    expect(tile?.querySelector('.tile__price')?.textContent).toBe('199.00 ₽ / year');
  });

  it('donate_packs without promo codes opens the packet', async () => {
    const [tile] = await showRow('donate', 'donate_packs', false);
    expect(tile?.getAttribute('href')).toBe('/packets/102');
  });
});
