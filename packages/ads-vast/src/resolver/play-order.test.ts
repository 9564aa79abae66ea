import { pickForSingleAdWrapper, sortForPlay } from './play-order';

describe('play order', () => {
  it('plays the pod by sequence, then the buffet in document order', () => {
    const ads = [
      { id: 'b1' },
      { id: 'p3', sequence: 3 },
      { id: 'p1', sequence: 1 },
      { id: 'b2' },
      { id: 'p2', sequence: 2 },
    ];
    expect(sortForPlay(ads).map((ad) => ad.id)).toEqual(['p1', 'p2', 'p3', 'b1', 'b2']);
  });

  it('keeps document order for equal sequence numbers', () => {
    const ads = [
      { id: 'x', sequence: 1 },
      { id: 'y', sequence: 1 },
    ];
    expect(sortForPlay(ads).map((ad) => ad.id)).toEqual(['x', 'y']);
  });

  it('gives a single-ad wrapper the first stand-alone ad, else the first ad of the pod by sequence', () => {
    expect(pickForSingleAdWrapper([{ id: 'p', sequence: 1 }, { id: 's' }])).toEqual([{ id: 's' }]);
    expect(pickForSingleAdWrapper([{ id: 'p', sequence: 1 }])).toEqual([{ id: 'p', sequence: 1 }]);
    expect(
      pickForSingleAdWrapper([
        { id: 'p2', sequence: 2 },
        { id: 'p1', sequence: 1 },
      ]),
    ).toEqual([{ id: 'p1', sequence: 1 }]);
    expect(pickForSingleAdWrapper([])).toEqual([]);
  });
});
