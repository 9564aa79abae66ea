import type { Category, Channel } from '../api/schemas';
import {
  categoryOptions,
  channelsInCategory,
  chooseCategory,
  findChannel,
  freeChannels,
  is4kChannel,
  isAdultChannel,
  visibleChannels,
} from './channel-rules';

const ch = (id: number, over: Partial<Channel> = {}): Channel => ({
  id,
  name: `Channel ${id}`,
  age: 12,
  ...over,
});

const categories: Category[] = [
  { id: 16, slug: 'all', name: 'All channels', channels: [1, 2, 3] },
  { id: 8, slug: 'popular', name: 'Popular', channels: [2] },
  { id: 5, slug: 'kids', name: 'Kids', channels: [3] },
  { id: 26, slug: 'service', name: 'Service', channels: [9] },
];

describe('4K removal', () => {
  it.each([
    ['Nature 4K', false, true],
    ['Sport UHD', false, true],
    ['Ultra HD Cinema', false, true],
    ['Plain', true, true],
    ['Channel 4', false, false],
    ['HD Life', false, false],
  ])('%s (is_4k %s) → %s', (name, is4k, expected) => {
    expect(is4kChannel({ name, is_4k: is4k })).toBe(expected);
  });
});

describe('age rules (001 §5)', () => {
  it('treats the is_adult tag as adult whatever the age', () => {
    expect(isAdultChannel(ch(1, { age: 0, tags: ['is_adult'] }))).toBe(true);
    expect(isAdultChannel(ch(1, { age: 0, tags: { is_adult: true } }))).toBe(true);
    expect(isAdultChannel(ch(1, { age: 6 }))).toBe(false);
  });
});

describe('visibleChannels', () => {
  const list = [
    ch(1),
    ch(2, { name: 'Nature 4K' }),
    ch(3, { age: 6 }),
    ch(4, { age: 16 }),
    ch(5, { age: null }),
  ];

  it('removes 4K channels for everyone', () => {
    expect(visibleChannels(list, false).map((c) => c.id)).toEqual([1, 3, 4, 5]);
  });

  it('keeps only channels aged 12 or less for a child profile (missing age hidden)', () => {
    expect(visibleChannels(list, true).map((c) => c.id)).toEqual([1, 3]);
  });
});

describe('categories', () => {
  it('drops category 26 and adds favourites only when there are some', () => {
    expect(categoryOptions(categories, null, 'Favourites').map((o) => o.id)).toEqual([16, 8, 5]);
    expect(categoryOptions(categories, [2], 'Favourites').map((o) => o.id)).toEqual([1000, 16, 8, 5]);
    expect(categoryOptions(categories, [], 'Favourites').map((o) => o.id)).toEqual([16, 8, 5]);
  });

  it('defaults to all channels, or to 5 for a child profile', () => {
    const options = categoryOptions(categories, null, 'F');
    expect(chooseCategory(options, null, false)).toMatchObject({ option: { id: 16 } });
    expect(chooseCategory(options, undefined, true)).toMatchObject({ option: { id: 5 } });
  });

  it('falls back to category 8 when favourites are empty and reports unknown categories', () => {
    const options = categoryOptions(categories, [], 'F');
    expect(chooseCategory(options, 'my', false)).toMatchObject({ option: { id: 8 } });
    expect(chooseCategory(options, 'service', false)).toEqual({ kind: 'unknown', slug: 'service' });
    expect(chooseCategory(options, '5', false)).toMatchObject({ option: { slug: 'kids' } });
  });

  it("takes the app's own word 'all' for category 16 whatever the operator calls it", () => {
    const renamed = categoryOptions(
      categories.map((c) => (c.id === 16 ? { ...c, slug: 'vse' } : c)),
      null,
      'F',
    );
    expect(chooseCategory(renamed, 'all', false)).toMatchObject({ option: { id: 16, slug: 'vse' } });
    expect(chooseCategory(renamed, 'vse', false)).toMatchObject({ option: { id: 16 } });
  });

  it('lists a category by its channel ids and all channels for 16', () => {
    const options = categoryOptions(categories, null, 'F');
    const list = [ch(1), ch(2), ch(3)];
    expect(channelsInCategory(list, options[1]!).map((c) => c.id)).toEqual([2]);
    expect(channelsInCategory(list, options[0]!).map((c) => c.id)).toEqual([1, 2, 3]);
  });
});

describe('finding and filtering channels', () => {
  it('finds a channel by id, numeric string or slug', () => {
    const list = [ch(1, { slug: 'one' }), ch(22, { slug: 'two' })];
    expect(findChannel(list, '22')?.id).toBe(22);
    expect(findChannel(list, 'one')?.id).toBe(1);
    expect(findChannel(list, 'nope')).toBeNull();
  });

  it('lists free channels that are available and not hidden', () => {
    const list = [
      ch(1, { is_free: true }),
      ch(2, { is_free: true, is_available: false }),
      ch(3, { is_free: true, is_hidden: true }),
      ch(4),
    ];
    expect(freeChannels(list).map((c) => c.id)).toEqual([1]);
  });
});
