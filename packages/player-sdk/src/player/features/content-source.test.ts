import { contentSourceFrom } from './content-source';

const stream = { hls: 'http://media/vod-7.m3u8', stat: { id: 20007 } };
const history = { seconds: 100, watch_percentage: 30 };

describe('content source', () => {
  it('resumes from the history, keeps the episodes the series call listed and the series as parent', () => {
    const episodes = [{ id: 8, season: 1, series: 2 }];
    expect(contentSourceFrom(7, { seriesId: 70 }, { stream, meta: { history }, episodes })).toEqual({
      kind: 'content',
      stream,
      contentId: 7,
      startPosition: 100,
      history,
      episodes,
      contentParentId: 70,
    });
  });

  it("lets the caller's start position, episodes, parent and start type win, and adds nothing it was not given", () => {
    const given = [{ id: 9, season: 1, series: 3 }];
    const source = contentSourceFrom(
      7,
      {
        startPosition: 0,
        episodes: given,
        contentParentId: 5,
        seriesId: 70,
        startType: 'next_episode',
        libraryId: 2,
      },
      { stream, meta: null, episodes: null },
    );
    expect(source).toEqual({
      kind: 'content',
      stream,
      contentId: 7,
      libraryId: 2,
      startPosition: 0,
      episodes: given,
      contentParentId: 5,
      startType: 'next_episode',
    });
    expect(contentSourceFrom(7, { kind: 'trailer' }, { stream, meta: null, episodes: null })).toEqual({
      kind: 'trailer',
      stream,
      contentId: 7,
    });
  });

  it('does not resume a finished content', () => {
    const finished = { seconds: 100, watch_percentage: 100 };
    const source = contentSourceFrom(7, {}, { stream, meta: { history: finished }, episodes: null });
    expect(source.startPosition).toBeUndefined();
    expect(source.history).toEqual(finished);
  });
});
