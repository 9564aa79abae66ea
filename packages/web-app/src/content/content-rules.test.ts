import { ApiError, httpError } from '../api/errors';
import type { Content } from '../api/schemas';
import {
  catchupsHeadingKey,
  contentIdFrom,
  contentLoadFailure,
  describe as describeText,
  episodesOfSeason,
  episodeWatched,
  isContentAvailable,
  otherEpisodesCount,
  resumePosition,
  visibleRatings,
} from './content-rules';

const ep = (id: number, season: number, series: number, over: Partial<Content> = {}): Content => ({
  id,
  season,
  series,
  content_type: 'episode',
  ...over,
});

describe('content rules', () => {
  it('takes the id from the trailing digits', () => {
    expect(contentIdFrom('signal-hunters-120')).toBe(120);
    expect(contentIdFrom('42')).toBe(42);
    expect(contentIdFrom('no-digits')).toBeNull();
    expect(contentIdFrom(undefined)).toBeNull();
  });

  it('filters episodes by season and sorts them by series', () => {
    const list = [ep(3, 1, 3), ep(1, 1, 1), ep(5, 2, 1), ep(2, 1, 2)];
    expect(episodesOfSeason(list, 1).map((e) => e.id)).toEqual([1, 2, 3]);
    expect(episodesOfSeason(list, 2).map((e) => e.id)).toEqual([5]);
  });

  it('hides zero and empty ratings', () => {
    expect(
      visibleRatings({
        ratings: [
          { type: 'imdb', rating: 0 },
          { type: 'kp', rating: '7.1' },
        ],
        rating_kinopoisk: '0.0',
      }),
    ).toEqual([{ type: 'kp', value: '7.1' }]);
  });

  it('collapses above 400 characters and trims at 600 when the text has paragraphs', () => {
    const short = 'a'.repeat(300);
    expect(describeText(short, false)).toEqual({ text: short, collapsible: false, trimmed: false });
    const long = 'word '.repeat(100);
    const collapsed = describeText(long, false);
    expect(collapsed.collapsible).toBe(true);
    expect(collapsed.text.length).toBeLessThanOrEqual(401);
    const paragraphs = `${'word '.repeat(90)}\n${'more '.repeat(50)}`;
    const trimmed = describeText(paragraphs, false);
    expect(trimmed.text.length).toBeGreaterThan(400);
    expect(trimmed.text.length).toBeLessThanOrEqual(601);
    expect(describeText(long, true).text).toBe(long.trim());
  });

  it('resumes only between 10 and 12600 s and not when fully watched', () => {
    expect(resumePosition({ history: { seconds: 9 } })).toBeNull();
    expect(resumePosition({ history: { seconds: 10 } })).toBe(10);
    expect(resumePosition({ history: { seconds: 12_601 } })).toBeNull();
    expect(resumePosition({ history: { seconds: 100, watch_percentage: 100 } })).toBeNull();
    expect(resumePosition(null)).toBeNull();
  });

  it('sorts programmes that are not series by when they aired, newest first (001 §5)', () => {
    const aired = (id: number, timestamp?: number): Content =>
      ({ id, content_type: 'episode', timestamp }) as Content;
    const list = [aired(1, 1_700_000_000), aired(2, 1_700_090_000), aired(3, 1_699_000_000), aired(9)];
    expect(episodesOfSeason(list, null).map((e) => e.id)).toEqual([2, 1, 3, 9]);
  });

  it('shows 2, 3 or 4 other episodes by width', () => {
    expect(otherEpisodesCount(375)).toBe(2);
    expect(otherEpisodesCount(900)).toBe(3);
    expect(otherEpisodesCount(1440)).toBe(4);
  });

  it('heads a film’s catch-ups as its airings, anything else’s as other episodes (001 §2)', () => {
    expect(catchupsHeadingKey('movie')).toBe('film_airings');
    expect(catchupsHeadingKey('program')).toBe('other_episodes');
    expect(catchupsHeadingKey('episode')).toBe('other_episodes');
    expect(catchupsHeadingKey(null)).toBe('other_episodes');
  });

  it('treats lost or 404 content as unavailable', () => {
    expect(isContentAvailable({ is_lost: true })).toBe(false);
    expect(isContentAvailable({}, { is_available: 404 })).toBe(false);
    expect(isContentAvailable({ is_available: true })).toBe(true);
  });
});

describe('a content that failed to load (001 §8 lost_content, §4 Content page)', () => {
  it('shows a lost_content refusal as lost whatever its status, a 404 as not found, the rest as a failure', () => {
    const lost = { error: { error_code: 'lost_content', message: 'Content 106 is no longer available' } };
    expect(contentLoadFailure(httpError('http://api.test/v2/contents/106', 404, lost))).toBe('lost');
    expect(contentLoadFailure(httpError('http://api.test/v2/contents/106', 410, lost))).toBe('lost');
    expect(contentLoadFailure(httpError('http://api.test/v2/contents/9', 404, null))).toBe('not_found');
    expect(contentLoadFailure(httpError('http://api.test/v2/contents/9', 500, null))).toBe('failed');
    expect(contentLoadFailure(new ApiError('network', 'down', 'http://api.test/v2/contents/9'))).toBe(
      'failed',
    );
  });
});

describe('episodeWatched (001 §3 Episode history entry)', () => {
  it('reads the first entry with a percentage, rounded and capped; none before any watching', () => {
    expect(episodeWatched({ histories: [{ watch_percentage: 41.6 }] })).toBe(42);
    expect(episodeWatched({ histories: [{ watch_percentage: 140 }] })).toBe(100);
    expect(episodeWatched({ histories: [{ watch_percentage: null }, { watch_percentage: 7 }] })).toBe(7);
    expect(episodeWatched({ histories: [{ watch_percentage: 0 }] })).toBeNull();
    expect(episodeWatched({ histories: [] })).toBeNull();
    expect(episodeWatched({})).toBeNull();
  });
});
