import type { Channel } from '../api/schemas';
import { recommendedChannels } from './recommended';

const channel = (id: number, over: Partial<Channel> = {}): Channel => ({
  id,
  name: `Channel ${id}`,
  age: 0,
  is_purchased: true,
  ...over,
});

describe('recommendedChannels', () => {
  const curated = [
    channel(1),
    channel(2),
    channel(3, { is_purchased: false }),
    channel(4, { age: 18 }),
    channel(5, { tags: ['is_adult'] }),
    // Free but not purchased: the operator marks free channels purchased; is_free alone opens nothing.
    channel(6, { is_purchased: false, is_free: true }),
    channel(7),
  ];

  it('keeps the curated order and leaves out the current, last, unwatchable and adult channels', () => {
    expect(recommendedChannels(curated, 2, [7]).map((c) => c.id)).toEqual([1]);
  });

  it('with nothing playing and no history recommends every watchable curated channel', () => {
    expect(recommendedChannels(curated, null, []).map((c) => c.id)).toEqual([1, 2, 7]);
  });

  it('a channel without an age counts as adult and is not recommended', () => {
    expect(recommendedChannels([channel(9, { age: null })], null, [])).toEqual([]);
  });
});
