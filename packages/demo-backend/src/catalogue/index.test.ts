import { describe, expect, it } from 'vitest';
import { buildCatalogue, findChannel, findContent } from './index';

const catalogue = buildCatalogue(11, ['live1', 'live2', 'live3', 'live4']);

describe('buildCatalogue', () => {
  it('is sized like a real operator and carries every special channel', () => {
    const { channels } = catalogue;
    expect(channels.length).toBeGreaterThanOrEqual(30);
    expect(new Set(channels.map((c) => c.id)).size).toBe(channels.length);
    expect(new Set(channels.map((c) => c.slug)).size).toBe(channels.length);
    expect(channels.some((c) => c.age === 18 && c.isAdult)).toBe(true);
    expect(channels.some((c) => c.is4k && c.name.includes('4K'))).toBe(true);
    expect(channels.some((c) => !c.isPurchased && c.packetIds.length > 0)).toBe(true);
    expect(channels.some((c) => c.archivedDays === 0)).toBe(true);
    expect(channels.some((c) => c.isFree)).toBe(true);
    expect(channels.some((c) => c.vitrina)).toBe(true);
    expect(new Set(channels.map((c) => c.sourceId))).toEqual(new Set(['live1', 'live2', 'live3', 'live4']));
  });

  it('has the categories clients hard-code, each naming existing channels', () => {
    const ids = catalogue.categories.map((c) => c.id);
    for (const id of [16, 8, 5]) expect(ids).toContain(id);
    expect(ids.length).toBeGreaterThanOrEqual(6);
    const known = new Set(catalogue.channels.map((c) => c.id));
    for (const category of catalogue.categories)
      for (const id of category.channelIds) expect(known.has(id)).toBe(true);
    const kids = catalogue.categories.find((c) => c.id === 5)!;
    expect(kids.channelIds.length).toBeGreaterThan(0);
    for (const id of kids.channelIds)
      expect(catalogue.channels.find((c) => c.id === id)!.age).toBeLessThanOrEqual(12);
  });

  it('has at least 20 contents with a two-season series and an announcement episode', () => {
    expect(catalogue.contents.length).toBeGreaterThanOrEqual(20);
    const series = catalogue.contents.find((c) => c.content_type === 'series')!;
    expect(series.childIds).toHaveLength(2);
    expect(catalogue.contents.some((c) => c.content_type === 'episode' && c.isAnnouncement)).toBe(true);
    expect(catalogue.trailers.length).toBeGreaterThan(0);
    expect(catalogue.persons.every((p) => p.contentIds.length > 0)).toBe(true);
  });

  it('keeps the seeded names stable for a seed and different for another', () => {
    const again = buildCatalogue(11, ['live1', 'live2', 'live3', 'live4']);
    expect(again.channels.map((c) => c.name)).toEqual(catalogue.channels.map((c) => c.name));
    const other = buildCatalogue(12, ['live1', 'live2', 'live3', 'live4']);
    expect(other.channels.map((c) => c.name)).not.toEqual(catalogue.channels.map((c) => c.name));
  });

  it('makes playable contents as long as their media, leaving series and seasons at 0', () => {
    const sized = buildCatalogue(11, ['live1'], new Map([['feature', 42]]));
    expect(sized.contents.find((c) => c.id === 101)?.durationSec).toBe(42);
    expect(sized.contents.find((c) => c.id === 120)?.durationSec).toBe(0);
  });

  it('finds channels and contents by id or slug', () => {
    expect(findChannel(catalogue, '1')?.slug).toBe('onair-one');
    expect(findChannel(catalogue, 'retro-tv')?.id).toBe(6);
    expect(findChannel(catalogue, '999')).toBeUndefined();
    expect(findContent(catalogue, '101')?.title).toBe('The Test Pattern');
    expect(findContent(catalogue, 'content-112')?.id).toBe(112);
  });
});
