import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { VastError } from '../errors';
import type { VastInlineAd, VastWrapperAd } from '../types';
import { loadXmlParser, type XmlParser } from '../xml/xml-parser';
import { parseVast } from './parse-vast';

const fixtures = join(__dirname, '../../test/fixtures');
const read = (name: string) => readFileSync(join(fixtures, name), 'utf8');

function codeOf(run: () => unknown): number | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof VastError) return error.code;
    throw error;
  }
  return undefined;
}

// Every public fixture has a known outcome: parsed ads or a precise error code.
const expected: Record<string, { ads: number; code?: number }> = {
  'empty-no-ad.xml': { ads: 0 },
  'empty-no-creative.xml': { ads: 1 },
  'inline-linear.xml': { ads: 1 },
  'invalid-xmlfile.xml': { ads: 0, code: 100 },
  'outdated-vast.xml': { ads: 0, code: 102 },
  'sample.xml': { ads: 2 },
  'vpaid.xml': { ads: 1 },
  'vpaid2.xml': { ads: 1 },
  'wrapper-a.xml': { ads: 2 },
  'wrapper-attributes-multiple-ads.xml': { ads: 4 },
  'wrapper-b.xml': { ads: 1 },
  'wrapper-empty-no-creative.xml': { ads: 1 },
  'wrapper-empty.xml': { ads: 1 },
  'wrapper-legacy.xml': { ads: 1 },
  'wrapper-multiple-ads.xml': { ads: 4 },
  'wrapper-unavailable-url.xml': { ads: 1 },
};

const parsers: [string, () => Promise<XmlParser>][] = [
  ['browser DOMParser', () => loadXmlParser()],
  ['@xmldom/xmldom', () => loadXmlParser({})],
];

describe.each(parsers)('parseVast with %s', (_name, load) => {
  let xmlParser: XmlParser;
  beforeAll(async () => {
    xmlParser = await load();
  });

  it('has an expectation for every fixture in the folder', () => {
    const files = readdirSync(fixtures).filter((file) => file.endsWith('.xml'));
    expect(files.sort()).toEqual(Object.keys(expected).sort());
  });

  it.each(Object.entries(expected))('parses %s', (file, { ads, code }) => {
    const xml = read(file);
    if (code !== undefined) {
      expect(codeOf(() => parseVast(xml, { xmlParser }))).toBe(code);
      return;
    }
    expect(parseVast(xml, { xmlParser }).ads).toHaveLength(ads);
  });

  it('reads a VAST 4.3 inline linear ad completely', () => {
    const doc = parseVast(read('sample.xml'), { xmlParser });
    expect(doc.version).toBe('4.3');
    const ad = doc.ads[0] as VastInlineAd;
    expect(ad).toMatchObject({
      type: 'inline',
      id: 'ad_id_0001',
      sequence: 1,
      adSystem: 'AdServer',
      adSystemVersion: '2.0',
      adTitle: 'Ad title',
      adServingId: 'a532d16d-4d7f-4440-bd29-2ec0e693fc80',
      errors: ['http://example.com/error_[ERRORCODE]'],
    });
    expect(ad.impressions).toHaveLength(3);
    expect(ad.verifications).toEqual([
      {
        vendor: 'company.com-omid',
        javaScriptResources: [
          { url: 'http://example.com/omid1', apiFramework: 'omid', browserOptional: true },
        ],
        tracking: [],
      },
      {
        vendor: 'company2.com-omid',
        javaScriptResources: [
          { url: 'http://example.com/omid2', apiFramework: 'omid', browserOptional: false },
        ],
        parameters: 'test-verification-parameter',
        tracking: [],
      },
    ]);
    const [linearCreative, companion, nonLinear] = ad.creatives;
    expect(linearCreative).toMatchObject({ id: 'id130984', adId: 'adId345690', sequence: 1, kind: 'linear' });
    expect(linearCreative?.universalAdIds).toEqual([
      { idRegistry: 'daily-motion-L1', value: 'Linear-12345' },
    ]);
    expect(companion?.kind).toBe('companion');
    expect(companion?.adId).toBe('adId345691');
    expect(nonLinear?.kind).toBe('nonlinear');
    const linear = linearCreative?.linear;
    expect(linear?.duration).toBeCloseTo(90.123);
    expect(linear?.mediaFiles).toEqual([
      {
        url: 'http://example.com/linear-asset.mp4',
        delivery: 'progressive',
        type: 'video/mp4',
        width: 512,
        height: 288,
        bitrate: 849,
        scalable: true,
      },
      {
        url: 'parser.js?adData=http%3A%2F%2Fad.com%2F%3Fcb%3D%5Btime%5D',
        delivery: 'progressive',
        type: 'application/javascript',
        width: 512,
        height: 288,
        apiFramework: 'VPAID',
      },
    ]);
    expect(linear?.tracking.filter((t) => t.event === 'progress')).toEqual([
      {
        event: 'progress',
        url: 'http://example.com/linear-progress-30sec',
        offset: { kind: 'seconds', value: 30 },
      },
      {
        event: 'progress',
        url: 'http://example.com/linear-progress-60%',
        offset: { kind: 'percent', value: 60 },
      },
    ]);
    expect(linear?.videoClicks).toEqual({
      clickThrough: 'http://example.com/linear-clickthrough_adplayhead:[ADPLAYHEAD]',
      clickTracking: [
        'http://example.com/linear-clicktracking1_ts:[TIMESTAMP]_adplayhead:[ADPLAYHEAD]',
        'http://example.com/linear-clicktracking2',
      ],
      customClick: ['http://example.com/linear-customclick'],
    });
    expect(ad.extensions.map((e) => e.type)).toEqual(['Pricing', 'Count', undefined]);
    expect(ad.extensions[0]?.xml).toMatch(/^<Extension type="Pricing">[\s\S]*<Price model="CPM"/);
  });

  it('reads media file attributes of a 4.x inline ad', () => {
    const doc = parseVast(read('inline-linear.xml'), { xmlParser });
    const file = doc.ads[0]?.creatives[0]?.linear?.mediaFiles[0];
    expect(file).toMatchObject({
      bitrate: 500,
      minBitrate: 360,
      maxBitrate: 1080,
      codec: '0',
      width: 400,
      height: 300,
    });
    expect(doc.ads[0]?.creatives[0]?.linear?.duration).toBe(16);
  });

  it('reads wrapper attributes and the legacy VASTAdTagURL form', () => {
    const doc = parseVast(read('wrapper-attributes-multiple-ads.xml'), { xmlParser });
    const wrappers = doc.ads as VastWrapperAd[];
    expect(wrappers.map((w) => [w.id, w.followAdditionalWrappers, w.allowMultipleAds])).toEqual([
      ['201', true, false],
      ['202', false, false],
      ['203', true, true],
      ['204', false, true],
    ]);
    const legacy = parseVast(read('wrapper-legacy.xml'), { xmlParser });
    expect((legacy.ads[0] as VastWrapperAd).vastAdTagUri).toBe('inline-linear.xml');
    expect(legacy.errors).toEqual(['http://example.com/wrapper-error']);
  });

  it('keeps document-level Error URLs of a no-ad response', () => {
    expect(parseVast(read('empty-no-ad.xml'), { xmlParser }).errors).toEqual([
      'http://example.com/empty-no-ad',
    ]);
  });

  it('reads a pod with sequence, skipoffset and VAST 4.2 verifications', () => {
    const xml = `<VAST version="4.2"><Ad id="b" sequence="2"><InLine><AdSystem>s</AdSystem><AdTitle>B</AdTitle>
      <Impression>https://x/imp</Impression>
      <AdVerifications><Verification vendor="v.com"><JavaScriptResource apiFramework="omid" browserOptional="1"><![CDATA[https://v/omid.js]]></JavaScriptResource>
      <TrackingEvents><Tracking event="verificationNotExecuted"><![CDATA[https://v/ne?r=[REASON]]]></Tracking></TrackingEvents></Verification></AdVerifications>
      <Creatives><Creative><UniversalAdId idRegistry="ad-id.org">CNPA0484000H</UniversalAdId>
      <Linear skipoffset="25%"><Duration>00:00:20</Duration><MediaFiles>
      <MediaFile delivery="streaming" type="application/x-mpegURL" width="1280" height="720"><![CDATA[https://x/a.m3u8]]></MediaFile>
      </MediaFiles></Linear></Creative></Creatives></InLine></Ad>
      <Ad id="a" sequence="1"><InLine><AdSystem>s</AdSystem><Creatives><Creative><Linear skipoffset="00:00:05.500"><Duration>00:00:10</Duration>
      <MediaFiles><MediaFile delivery="progressive" type="video/mp4" width="640" height="360"> https://x/a.mp4 </MediaFile></MediaFiles></Linear></Creative></Creatives></InLine></Ad></VAST>`;
    const doc = parseVast(xml, { xmlParser });
    expect(doc.ads.map((ad) => [ad.id, ad.sequence])).toEqual([
      ['b', 2],
      ['a', 1],
    ]);
    const [b, a] = doc.ads;
    expect(b?.creatives[0]?.linear?.skipOffset).toEqual({ kind: 'percent', value: 25 });
    expect(a?.creatives[0]?.linear?.skipOffset).toEqual({ kind: 'seconds', value: 5.5 });
    expect(a?.creatives[0]?.linear?.mediaFiles[0]?.url).toBe('https://x/a.mp4');
    expect(b?.creatives[0]?.universalAdIds).toEqual([{ idRegistry: 'ad-id.org', value: 'CNPA0484000H' }]);
    expect(b?.verifications[0]?.tracking).toEqual([
      { event: 'verificationNotExecuted', url: 'https://v/ne?r=[REASON]' },
    ]);
  });

  it('accepts VAST 2.0 and 3.0 documents', () => {
    for (const version of ['2.0', '3.0']) {
      const doc = parseVast(
        `<VAST version="${version}"><Ad id="x"><InLine><AdSystem>s</AdSystem><AdTitle>t</AdTitle><Impression>https://i</Impression><Creatives/></InLine></Ad></VAST>`,
        { xmlParser },
      );
      expect(doc.version).toBe(version);
      expect(doc.ads).toHaveLength(1);
    }
  });

  it.each([
    ['', 100],
    ['<VAST version="4.2"><Ad>', 100],
    ['<html><body/></html>', 101],
    ['<VAST version="1.0"/>', 102],
    ['<VAST version="5.0"/>', 102],
    ['<VAST version="4.2"><Ad id="w"><Wrapper><AdSystem>s</AdSystem></Wrapper></Ad></VAST>', 101],
    ['<VAST version="4.2"><Ad id="n"/></VAST>', 101],
  ])('rejects %j with %i', (xml, code) => {
    expect(codeOf(() => parseVast(xml, { xmlParser }))).toBe(code);
  });

  it('rejects one bad ad but keeps the others, with its Error URLs', () => {
    const doc = parseVast(
      `<VAST version="4.2"><Ad id="w"><Wrapper><Error>https://e/w</Error></Wrapper></Ad>
       <Ad id="ok"><InLine><AdSystem>s</AdSystem><Creatives/></InLine></Ad></VAST>`,
      { xmlParser },
    );
    expect(doc.ads.map((ad) => ad.id)).toEqual(['ok']);
    expect(doc.rejected).toEqual([expect.objectContaining({ id: 'w', code: 101, errors: ['https://e/w'] })]);
  });
});

describe('parseVast without a DOMParser', () => {
  it('says how to get one instead of failing obscurely', () => {
    const original = globalThis.DOMParser;
    Reflect.deleteProperty(globalThis, 'DOMParser');
    try {
      expect(() => parseVast('<VAST version="4.2"/>')).toThrow(/loadXmlParser/);
    } finally {
      globalThis.DOMParser = original;
    }
  });
});
