import { describe, expect, it } from 'vitest';
import { episodePath, nextParentId } from './episode-rules';

const series = { id: 120, slug: 'signal-hunters-120', content_type: 'series', parent_id: null };
const season = { id: 121, slug: 'signal-hunters-season-1-121', content_type: 'season', parent_id: 120 };
const episode = { id: 123, slug: 'pilot-123', content_type: 'episode', parent_id: 121 };

describe('episode pages', () => {
  it('walks up through the season to the series, then stops', () => {
    expect(nextParentId([episode])).toBe(121);
    expect(nextParentId([episode, season])).toBe(120);
    expect(nextParentId([episode, season, series])).toBeNull();
  });

  it('opens the episode inside its series', () => {
    expect(episodePath([episode, season, series])).toBe('/contents/signal-hunters-120/pilot-123');
  });

  it('an episode straight under its series needs one parent', () => {
    const direct = { ...episode, parent_id: 120 };
    expect(nextParentId([direct, series])).toBeNull();
    expect(episodePath([direct, series])).toBe('/contents/signal-hunters-120/pilot-123');
  });

  it('a title without a series above it opens as its own content', () => {
    const film = { id: 101, slug: 'the-test-pattern-101', content_type: 'movie', parent_id: null };
    expect(nextParentId([film])).toBeNull();
    expect(episodePath([film])).toBe('/contents/the-test-pattern-101');
    expect(episodePath([{ ...episode, slug: null }, season])).toBe('/contents/123');
  });
});
