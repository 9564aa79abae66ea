import { describe, expect, it } from 'vitest';
import { pageKey, pageOfTemplate, specialPage } from './special-pages';

const pages = [
  { id: 72, slug: 'efir', template: 'tvchannels' },
  { id: 71, slug: 'glavnaya', template: 'startpage' },
  { id: 73, slug: 'poisk', template: 'search' },
];

describe('the start and search pages by template (001 §2)', () => {
  it('finds the page whose template is startpage, whatever its slug or place', () => {
    expect(pageOfTemplate(pages, 'startpage')?.slug).toBe('glavnaya');
    expect(pageOfTemplate(pages, 'search')?.id).toBe(73);
  });

  it('addresses a page by its slug, else by its id', () => {
    expect(pageKey({ id: 71, slug: 'glavnaya' })).toBe('glavnaya');
    expect(pageKey({ id: 71, slug: '' })).toBe('71');
    expect(pageKey({ id: 71, slug: null })).toBe('71');
  });

  it('waits for the rowsets, and says so when the operator has no such page', () => {
    expect(specialPage({ isPending: true }, 'startpage')).toEqual({ status: 'pending' });
    expect(specialPage({ isPending: false, data: pages }, 'startpage')).toMatchObject({
      status: 'found',
      key: 'glavnaya',
    });
    expect(specialPage({ isPending: false, data: [pages[0]!] }, 'startpage')).toEqual({ status: 'missing' });
    // A failed or missing rowsets call: no data.
    expect(specialPage({ isPending: false, data: undefined }, 'search')).toEqual({ status: 'missing' });
  });
});
