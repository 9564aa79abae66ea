import type { MenuPage } from '../api/schemas';
import { DEFAULT_MENU, menuItems } from './menu';

const guest = { isGuest: true, childProfile: false };
const member = { isGuest: false, childProfile: false };
const child = { isGuest: false, childProfile: true };

const pages: MenuPage[] = [
  { id: 1, slug: 'start', title: 'Start', template: 'startpage' },
  { id: 2, slug: 'tv', title: 'TV', template: 'tvchannels20' },
  { id: 3, slug: 'search', title: 'Search', template: 'search' },
  { id: 4, slug: 'find', title: 'Find', template: 'group.catalog.search' },
  { id: 5, slug: 'films', title: 'Films', template: 'group.catalog' },
  { id: 1000, slug: 'my', title: 'Mine', template: 'rowset' },
  { id: 7, slug: 'partner', title: 'Partner', template: 'outer_link', url: 'https://partner.example/' },
  { id: 8, slug: 'broken', title: 'Broken', template: 'outer_link' },
  { id: 9, slug: 'docs', title: 'Documentaries', template: 'catalog' },
];

describe('menuItems', () => {
  it('gives the default pages when the operator has no rowsets', () => {
    expect(menuItems(null, guest)).toEqual(DEFAULT_MENU);
  });

  it('maps templates to routes, drops search pages and adds the collection link', () => {
    expect(
      menuItems(pages, member).map((item) => [item.title ?? item.label, item.to, !!item.external]),
    ).toEqual([
      ['Start', '/', false],
      ['TV', '/channels', false],
      ['Films', '/films', false],
      ['Mine', '/my', false],
      ['Partner', 'https://partner.example/', true],
      ['Documentaries', '/catalog/docs', false],
      ['menu_collection', '/row/collection', false],
    ]);
  });

  it.each([
    ['a guest', guest],
    ['a child profile', child],
  ])("hides the user's own page (1000) from %s", (_, viewer) => {
    expect(menuItems(pages, viewer).map((item) => item.to)).not.toContain('/my');
  });

  it('an outer link without an absolute URL is left out rather than pointing nowhere', () => {
    expect(menuItems(pages, member).map((item) => item.title)).not.toContain('Broken');
  });

  it('gives a catalogue page a sub-menu at /{catalogue slug}/{sub page slug}, other pages none', () => {
    const catalogue: MenuPage = {
      id: 4,
      slug: 'catalog',
      title: 'Catalogue',
      template: 'group.catalog',
      pages: [
        { id: 41, slug: 'movies', title: 'Films' },
        { id: 42, slug: null, title: 'Series' },
      ],
    };
    const kids: MenuPage = { ...catalogue, id: 5, slug: 'kids', template: 'page' };
    const [item, other] = menuItems([catalogue, kids], member);
    expect(item?.to).toBe('/catalog');
    expect(item?.children?.map((sub) => [sub.title, sub.to])).toEqual([
      ['Films', '/catalog/movies'],
      ['Series', '/catalog/42'],
    ]);
    expect(other?.children).toBeUndefined();
  });

  it('adds a partner’s outer links before the collection link (001 §2)', () => {
    const items = menuItems([], guest, [{ title: 'Bank', url: 'https://bank.example/' }]);
    expect(items.map((item) => [item.title ?? item.label, item.to, !!item.external])).toEqual([
      ['Bank', 'https://bank.example/', true],
      ['menu_collection', '/row/collection', false],
    ]);
  });

  it('an empty rowset list still gives the collection link', () => {
    expect(menuItems([], guest).map((item) => item.to)).toEqual(['/row/collection']);
  });
});
