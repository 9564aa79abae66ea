import {
  BASE,
  createFakeFetch,
  fixtureRoutes,
  inlineXml,
  type Route,
  vastXml,
  wrapperXml,
} from '../../test/fake-vast-server';
import { VastError } from '../errors';
import { resolveVast } from './resolve-vast';

function setup(routes: Record<string, Route>, options: { maxDepth?: number } = {}) {
  const fetch = createFakeFetch(routes);
  const pixels: string[] = [];
  const resolve = (url: string) =>
    resolveVast(url, { fetch, send: (px) => pixels.push(px), now: () => 0, ...options });
  return { fetch, pixels, resolve };
}

async function failure(promise: Promise<unknown>): Promise<VastError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof VastError) return error;
    throw error;
  }
  throw new Error('expected a VastError');
}

describe('resolveVast', () => {
  it('follows the fixture wrapper chain and merges wrapper tracking outermost first', async () => {
    const { resolve, fetch } = setup(fixtureRoutes());
    const { ads, errors } = await resolve(`${BASE}wrapper-a.xml`);
    expect(fetch.requests).toEqual([
      `${BASE}wrapper-a.xml`,
      `${BASE}wrapper-b.xml`,
      `${BASE}sample.xml`,
      `${BASE}vpaid.xml`,
    ]);
    expect(errors).toEqual([]);
    expect(ads.map((ad) => ad.id)).toEqual(['ad_id_0002', 'VPAID']);
    const [first] = ads;
    expect(first?.wrapperChain).toEqual([`${BASE}wrapper-a.xml`, `${BASE}wrapper-b.xml`]);
    expect(first?.impressions.slice(0, 3)).toEqual([
      'http://example.com/wrapperA-impression',
      'http://example.com/wrapperB-impression1',
      'http://example.com/wrapperB-impression2',
    ]);
    expect(first?.errors.slice(0, 2)).toEqual([
      'http://example.com/wrapperA-error',
      'http://example.com/wrapperB-error',
    ]);
    const starts = first?.creatives
      .find((c) => c.linear)
      ?.linear?.tracking.filter((t) => t.event === 'start');
    expect(starts?.[0]?.url).toBe('http://example.com/wrapperA-linear-start1');
  });

  it('resolves the legacy VAST 2 wrapper', async () => {
    const { resolve } = setup(fixtureRoutes());
    const { ads } = await resolve(`${BASE}wrapper-legacy.xml`);
    expect(ads.map((ad) => ad.id)).toEqual(['20001']);
    expect(ads[0]?.impressions[0]).toBe('http://example.com/wrapper-impression');
  });

  it('plays the pod wrappers of a multi-ad document first, then its buffet', async () => {
    const { resolve } = setup(fixtureRoutes());
    const { ads } = await resolve(`${BASE}wrapper-multiple-ads.xml`);
    // Pod: 20011 → vpaid.xml, 20012 → inline-linear.xml; buffet: 201 (allowMultipleAds) → sample.xml, 2032 → vpaid2.xml.
    expect(ads.map((ad) => ad.id)).toEqual(['VPAID', '20001', 'ad_id_0001', 'ad_id_0002', 'preroll-1']);
    // The pod wrappers' positions go to the ads they led to; the buffet's answers stay stand-alone.
    expect(ads.map((ad) => ad.sequence)).toEqual([1, 2, undefined, undefined, undefined]);
  });

  it('reports 303 to the wrapper when the chain ends in no ad', async () => {
    const { resolve, pixels } = setup(fixtureRoutes());
    const error = await failure(resolve(`${BASE}wrapper-empty.xml`));
    expect(error.code).toBe(303);
    expect(pixels).toEqual([
      'http://example.com/empty-no-ad',
      'http://example.com/wrapper-empty_wrapper-error',
    ]);
  });

  it('reports an unreachable wrapper target as a wrapper error', async () => {
    const { resolve, pixels } = setup(fixtureRoutes());
    const error = await failure(resolve(`${BASE}wrapper-unavailable-url.xml`));
    expect(error.code).toBe(300);
    expect(pixels).toEqual(['http://example.com/wrapper-invalid-xmlfile_wrapper-error']);
  });

  it.each([
    ['invalid-xmlfile.xml', 100],
    ['outdated-vast.xml', 102],
    ['empty-no-ad.xml', 1009],
    ['missing.xml', 1012],
  ])('rejects the first document %s with %i', async (file, code) => {
    const { resolve } = setup(fixtureRoutes());
    expect((await failure(resolve(`${BASE}${file}`))).code).toBe(code);
  });

  it('rejects a network failure with 1012 and a bad tag URL with 1013', async () => {
    const { resolve } = setup({ [`${BASE}down`]: 'network-error' });
    expect((await failure(resolve(`${BASE}down`))).code).toBe(1012);
    expect((await failure(resolve('not a url'))).code).toBe(1013);
    expect((await failure(resolve('javascript:alert(1)'))).code).toBe(1013);
  });

  it('stops a wrapper loop with 302 and tells every wrapper of the chain', async () => {
    const { resolve, pixels } = setup({
      [`${BASE}a`]: vastXml(wrapperXml({ id: 'A', tag: 'b' })),
      [`${BASE}b`]: vastXml(wrapperXml({ id: 'B', tag: `${BASE}a` })),
    });
    const error = await failure(resolve(`${BASE}a`));
    expect(error.code).toBe(302);
    expect(pixels).toEqual(['https://px.test/err?ad=A&code=302', 'https://px.test/err?ad=B&code=302']);
  });

  it('stops a chain deeper than maxDepth with 302 fired to each wrapper', async () => {
    const routes: Record<string, Route> = {};
    for (let i = 1; i <= 4; i++)
      routes[`${BASE}w${i}`] = vastXml(wrapperXml({ id: `W${i}`, tag: `w${i + 1}` }));
    routes[`${BASE}w5`] = vastXml(inlineXml({ id: 'end' }));
    const { resolve, pixels } = setup(routes, { maxDepth: 3 });
    const error = await failure(resolve(`${BASE}w1`));
    expect(error.code).toBe(302);
    expect(pixels).toEqual([1, 2, 3, 4].map((i) => `https://px.test/err?ad=W${i}&code=302`));
    const deep = setup(routes, { maxDepth: 4 });
    expect((await deep.resolve(`${BASE}w1`)).ads.map((ad) => ad.id)).toEqual(['end']);
  });

  it('gives up on a slow wrapper after 5 s with 301 and keeps the other ads', async () => {
    vi.useFakeTimers();
    try {
      const { resolve, pixels } = setup({
        [`${BASE}pod`]: vastXml(
          wrapperXml({ id: 'slow', tag: 'slow', sequence: 1, attributes: 'allowMultipleAds="true"' }),
          inlineXml({ id: 'fast', sequence: 2 }),
        ),
        [`${BASE}slow`]: { delayMs: 60_000, body: vastXml(inlineXml({ id: 'late' })) },
      });
      const pending = resolve(`${BASE}pod`);
      await vi.advanceTimersByTimeAsync(4999);
      expect(pixels).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      const { ads, errors } = await pending;
      expect(ads.map((ad) => ad.id)).toEqual(['fast']);
      expect(errors.map((e) => e.code)).toEqual([301]);
      expect(pixels).toEqual(['https://px.test/err?ad=slow&code=301']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('times out the first request with 301', async () => {
    vi.useFakeTimers();
    try {
      const { resolve } = setup({ [`${BASE}hang`]: 'hang' });
      const pending = failure(resolve(`${BASE}hang`));
      await vi.advanceTimersByTimeAsync(5000);
      expect((await pending).code).toBe(301);
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets a single-ad wrapper take only one ad, and refuses extra wrappers when told to', async () => {
    const { resolve, pixels } = setup({
      [`${BASE}one`]: vastXml(wrapperXml({ id: 'W', tag: 'pod' })),
      [`${BASE}pod`]: vastXml(
        inlineXml({ id: 'p1', sequence: 1 }),
        inlineXml({ id: 's' }),
        inlineXml({ id: 'p2', sequence: 2 }),
      ),
      [`${BASE}nofollow`]: vastXml(
        wrapperXml({ id: 'N', tag: 'next', attributes: 'followAdditionalWrappers="false"' }),
      ),
      [`${BASE}next`]: vastXml(wrapperXml({ id: 'X', tag: 'pod' })),
    });
    expect((await resolve(`${BASE}one`)).ads.map((ad) => ad.id)).toEqual(['s']);
    expect((await failure(resolve(`${BASE}nofollow`))).code).toBe(300);
    expect(pixels).toEqual(['https://px.test/err?ad=N&code=300', 'https://px.test/err?ad=X&code=300']);
  });

  describe('fallbackOnNoAd', () => {
    const podWithDeadWrapper = (attributes = '') => ({
      [`${BASE}pod`]: vastXml(
        wrapperXml({ id: 'W', tag: 'empty', sequence: 1, attributes }),
        inlineXml({ id: 'two', sequence: 2 }),
        inlineXml({ id: 'standby' }),
      ),
      [`${BASE}empty`]: vastXml(),
    });

    it('puts a stand-alone ad in the place of a pod wrapper whose chain is empty, and tells it 303', async () => {
      const { resolve, pixels } = setup(podWithDeadWrapper('fallbackOnNoAd="true"'));
      const { ads, errors } = await resolve(`${BASE}pod`);
      expect(ads.map((ad) => [ad.id, ad.sequence])).toEqual([
        ['standby', 1],
        ['two', 2],
      ]);
      expect(errors.map((e) => e.code)).toEqual([303]);
      expect(pixels).toEqual(['https://px.test/err?ad=W&code=303']);
    });

    it('moves on to the next pod ad when the wrapper says false, keeping the stand-alone ad in reserve', async () => {
      const { resolve, pixels } = setup(podWithDeadWrapper('fallbackOnNoAd="false"'));
      const { ads } = await resolve(`${BASE}pod`);
      expect(ads.map((ad) => [ad.id, ad.sequence])).toEqual([
        ['two', 2],
        ['standby', undefined],
      ]);
      expect(pixels).toEqual(['https://px.test/err?ad=W&code=303']);
    });

    it('ends a single-ad opportunity when its wrapper says false', async () => {
      const routes = (flag: string) => ({
        [`${BASE}one`]: vastXml(
          wrapperXml({ id: 'W', tag: 'empty', attributes: `fallbackOnNoAd="${flag}"` }),
          inlineXml({ id: 'standby' }),
        ),
        [`${BASE}empty`]: vastXml(),
      });
      const ended = setup(routes('false'));
      expect((await failure(ended.resolve(`${BASE}one`))).code).toBe(303);
      expect(ended.pixels).toEqual(['https://px.test/err?ad=W&code=303']);
      const fallen = setup(routes('true'));
      expect((await fallen.resolve(`${BASE}one`)).ads.map((ad) => ad.id)).toEqual(['standby']);
    });
  });

  it('orders a pod by sequence then the buffet', async () => {
    const { resolve } = setup({
      [`${BASE}p`]: vastXml(
        inlineXml({ id: 'b' }),
        inlineXml({ id: 'two', sequence: 2 }),
        inlineXml({ id: 'one', sequence: 1 }),
      ),
    });
    expect((await resolve(`${BASE}p`)).ads.map((ad) => ad.id)).toEqual(['one', 'two', 'b']);
  });

  it('stops when the caller aborts', async () => {
    const controller = new AbortController();
    const fetch = createFakeFetch({ [`${BASE}hang`]: 'hang' });
    const pending = failure(resolveVast(`${BASE}hang`, { fetch, signal: controller.signal, send: () => {} }));
    controller.abort();
    expect((await pending).code).toBe(1012);
  });

  it('fills macros in a wrapper tag URI before following it', async () => {
    const { resolve, fetch } = setup({
      [`${BASE}w`]: vastXml(wrapperXml({ id: 'W', tag: 'inline?ts=[TIMESTAMP]' })),
      [`${BASE}inline?ts=1970-01-01T00%3A00%3A00.000Z`]: vastXml(inlineXml({ id: 'in' })),
    });
    expect((await resolve(`${BASE}w`)).ads.map((ad) => ad.id)).toEqual(['in']);
    expect(fetch.requests[1]).toBe(`${BASE}inline?ts=1970-01-01T00%3A00%3A00.000Z`);
  });
});
