import { resolveInPlayOrder } from './fallback-on-no-ad';

interface Ad {
  id: string;
  type: 'inline' | 'wrapper';
  sequence?: number;
  fallbackOnNoAd?: boolean;
}

const inline = (id: string, sequence?: number): Ad => ({
  id,
  type: 'inline',
  ...(sequence === undefined ? {} : { sequence }),
});
/** A wrapper whose chain yields no ad. */
const dead = (id: string, sequence?: number, fallbackOnNoAd?: boolean): Ad => ({
  ...inline(id, sequence),
  type: 'wrapper',
  ...(fallbackOnNoAd === undefined ? {} : { fallbackOnNoAd }),
});

async function resolve(ads: Ad[]) {
  const asked: string[] = [];
  const resolved = await resolveInPlayOrder(ads, async (ad) => {
    asked.push(ad.id);
    return ad.type === 'inline' ? [{ id: ad.id, ...(ad.sequence ? { sequence: ad.sequence } : {}) }] : [];
  });
  return { asked, played: resolved.map((ad) => `${ad.id}${ad.sequence ? `@${ad.sequence}` : ''}`) };
}

describe('resolveInPlayOrder (fallbackOnNoAd)', () => {
  it('fills a dead pod wrapper with the first stand-alone ad, in its place, by default and when true', async () => {
    for (const flag of [undefined, true]) {
      const { played } = await resolve([inline('p2', 2), dead('w1', 1, flag), inline('b1'), inline('b2')]);
      expect(played).toEqual(['b1@1', 'p2@2', 'b2']);
    }
  });

  it('moves on to the next pod ad when the dead pod wrapper says false', async () => {
    const { played } = await resolve([dead('w1', 1, false), inline('p2', 2), inline('b1')]);
    expect(played).toEqual(['p2@2', 'b1']);
  });

  it('skips dead stand-alone wrappers while looking for a substitute, unless one says false', async () => {
    expect((await resolve([dead('w1', 1), dead('x'), inline('b'), inline('p2', 2)])).played).toEqual([
      'b@1',
      'p2@2',
    ]);
    expect(
      (await resolve([dead('w1', 1), dead('x', undefined, false), inline('b'), inline('p2', 2)])).played,
    ).toEqual(['p2@2', 'b']);
  });

  it('without a pod, lets the next stand-alone ad fill the opportunity unless a dead wrapper says false', async () => {
    expect((await resolve([dead('w'), inline('b')])).played).toEqual(['b']);
    expect((await resolve([dead('w', undefined, true), inline('b')])).played).toEqual(['b']);
    const ended = await resolve([dead('w', undefined, false), inline('b')]);
    expect(ended.played).toEqual([]);
    expect(ended.asked).toEqual(['w']);
    // An inline ad before the wrapper still plays; only the tries after the dead wrapper end.
    expect((await resolve([inline('a'), dead('w', undefined, false), inline('b')])).played).toEqual(['a']);
  });

  it('places what a pod wrapper found at its position, and makes fallbacks stand alone', async () => {
    const nested = await resolveInPlayOrder(
      [
        { id: 'w1', type: 'wrapper' as const, sequence: 1 },
        { id: 'w2', type: 'wrapper' as const, sequence: 2 },
        { id: 'wb', type: 'wrapper' as const },
      ],
      async (ad): Promise<{ id: string; sequence?: number }[]> =>
        ad.id === 'w1'
          ? [{ id: 'in1' }]
          : ad.id === 'w2'
            ? [
                { id: 'inner-a', sequence: 1 },
                { id: 'inner-b', sequence: 2 },
              ]
            : [{ id: 'reserve', sequence: 1 }],
    );
    expect(nested).toEqual([
      { id: 'in1', sequence: 1 },
      { id: 'inner-a', sequence: 1 },
      { id: 'inner-b', sequence: 2 },
      { id: 'reserve' },
    ]);
  });

  it('lets a substitute pod fill one position only, the rest joining the reserve', async () => {
    const filled = await resolveInPlayOrder(
      [
        { id: 'dead', type: 'wrapper' as const, sequence: 1 },
        { id: 'wb', type: 'wrapper' as const },
      ],
      async (ad): Promise<{ id: string; sequence?: number }[]> =>
        ad.id === 'dead'
          ? []
          : [
              { id: 'x', sequence: 1 },
              { id: 'y', sequence: 2 },
            ],
    );
    expect(filled).toEqual([{ id: 'x', sequence: 1 }, { id: 'y' }]);
  });

  it('without a pod, keeps a first answer that is a pod and makes the later tries stand alone', async () => {
    const found = await resolveInPlayOrder(
      [
        { id: 'w', type: 'wrapper' as const },
        { id: 'v', type: 'wrapper' as const },
      ],
      async (ad): Promise<{ id: string; sequence?: number }[]> => [{ id: `${ad.id}1`, sequence: 1 }],
    );
    expect(found).toEqual([{ id: 'w1', sequence: 1 }, { id: 'v1' }]);
  });

  it('resolves each ad once, pod first', async () => {
    const { asked } = await resolve([inline('b1'), dead('w1', 1), inline('p2', 2), inline('b2')]);
    expect(asked).toEqual(['w1', 'b1', 'p2', 'b2']);
  });
});
