import { DOMParser } from '@xmldom/xmldom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureApi } from '../testing/api-fixture';

let api: Awaited<ReturnType<typeof fixtureApi>>;
beforeAll(async () => {
  api = await fixtureApi();
});
afterAll(() => api.app.close());

function parse(xml: string) {
  const problems: string[] = [];
  const doc = new DOMParser({
    onError: (level, message) => {
      if (level !== 'warning') problems.push(message);
    },
  }).parseFromString(xml, 'text/xml');
  if (problems.length > 0) throw new Error(problems.join('; '));
  return doc;
}

async function vast(url: string) {
  const res = await api.app.inject({ method: 'GET', url });
  expect(res.headers['content-type']).toMatch(/^application\/xml/);
  return { res, doc: parse(res.body) };
}

const texts = (doc: ReturnType<typeof parse>, tag: string) =>
  Array.from(doc.getElementsByTagName(tag)).map((el) => (el.textContent ?? '').trim());

describe('VAST server', () => {
  it('serves a VAST 4.2 inline ad whose pixels all point at the stat sink', async () => {
    const { doc } = await vast('/vast/inline?skipoffset=5&tag=pre_roll');
    const root = doc.documentElement!;
    expect(root.getAttribute('version')).toBe('4.2');
    expect(doc.getElementsByTagName('Linear')[0]!.getAttribute('skipoffset')).toBe('00:00:05');
    expect(texts(doc, 'Duration')).toEqual(['00:00:10.000']);
    const events = Array.from(doc.getElementsByTagName('Tracking')).map((el) => el.getAttribute('event'));
    expect(events).toEqual(
      expect.arrayContaining(['start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete']),
    );
    const pixels = [...texts(doc, 'Impression'), ...texts(doc, 'Tracking'), ...texts(doc, 'ClickTracking')];
    for (const url of pixels) expect(new URL(url).pathname).toBe('/sink/px');
    expect(texts(doc, 'Error')[0]).toMatch(/\/sink\/px\?.*event=error.*&code=\[ERRORCODE\]$/);
    expect(texts(doc, 'MediaFile')[0]).toMatch(/\/media\/ads\/ad1\.mp4$/);
    expect(texts(doc, 'ClickThrough')[0]).toMatch(/\/sink\/click\?/);
  });

  it('serves VAST 3.0 without the 4.x-only elements', async () => {
    const { doc } = await vast('/vast/inline?version=3.0&ad=ad2');
    expect(doc.documentElement!.getAttribute('version')).toBe('3.0');
    expect(doc.getElementsByTagName('AdServingId')).toHaveLength(0);
    expect(texts(doc, 'MediaFile')[0]).toMatch(/ad2\.mp4$/);
  });

  it('chains wrappers down to the chosen final document', async () => {
    let url = '/vast/wrapper?depth=3&final=empty';
    const seen: string[] = [];
    for (let hop = 0; hop < 5; hop++) {
      const { doc } = await vast(url);
      const next = texts(doc, 'VASTAdTagURI')[0];
      if (!next) break;
      seen.push(new URL(next).pathname + new URL(next).search);
      url = seen.at(-1)!;
    }
    expect(seen.map((u) => u.split('?')[0])).toEqual(['/vast/wrapper', '/vast/wrapper', '/vast/empty']);
    expect((await api.app.inject({ method: 'GET', url: '/vast/wrapper?depth=11' })).statusCode).toBe(400);
  });

  it('serves a pod with sequences 1..n and a buffet without sequences', async () => {
    const pod = (await vast('/vast/pod?count=3')).doc;
    expect(Array.from(pod.getElementsByTagName('Ad')).map((ad) => ad.getAttribute('sequence'))).toEqual([
      '1',
      '2',
      '3',
    ]);
    const buffet = (await vast('/vast/buffet')).doc;
    const ads = Array.from(buffet.getElementsByTagName('Ad'));
    expect(ads).toHaveLength(3);
    expect(ads.every((ad) => !ad.hasAttribute('sequence'))).toBe(true);
  });

  it('serves empty, VAST 1.0 and a creative whose media 404s', async () => {
    const empty = (await vast('/vast/empty')).doc;
    expect(empty.getElementsByTagName('Ad')).toHaveLength(0);
    expect((await vast('/vast/v1')).doc.documentElement!.getAttribute('version')).toBe('1.0');
    expect(texts((await vast('/vast/media404')).doc, 'MediaFile')[0]).toMatch(
      /\/media\/ads\/missing-ad1\.mp4$/,
    );
  });

  it('serves broken XML on purpose', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/vast/broken' });
    expect(res.statusCode).toBe(200);
    expect(() => parse(res.body)).toThrow();
  });

  it('delays on request, bounded', async () => {
    expect((await vast('/vast/inline?delay_ms=1')).res.statusCode).toBe(200);
    const tooSlow = await api.app.inject({ method: 'GET', url: '/vast/slow?delay_ms=999999' });
    expect(tooSlow.json()).toMatchObject({ error: { status: 400, field: 'delay_ms' } });
  });

  it('escapes values and refuses unknown creatives', async () => {
    expect((await api.app.inject({ method: 'GET', url: '/vast/inline?ad=nope' })).json()).toMatchObject({
      error: { status: 400, field: 'ad' },
    });
    expect((await api.app.inject({ method: 'GET', url: '/vast/inline?tag=%3Cx%3E' })).statusCode).toBe(400);
  });
});
