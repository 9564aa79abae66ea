import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mergeWrappers } from '../resolver/merge-wrapper';
import type { VastInlineAd, VastWrapperAd } from '../types';
import { loadXmlParser } from '../xml/xml-parser';
import { parseVast } from './parse-vast';

const fixtures = join(__dirname, '../../test/fixtures');
const parse = async (name: string) =>
  parseVast(readFileSync(join(fixtures, name), 'utf8'), { xmlParser: await loadXmlParser({}) });

describe('companion and non-linear creatives', () => {
  it('keeps every companion with its resources, clicks and creativeView tracking (sample.xml)', async () => {
    const ad = (await parse('sample.xml')).ads[0] as VastInlineAd;
    const creative = ad.creatives.find((c) => c.companionAds);
    expect(creative?.kind).toBe('companion');
    const [image, iframe, html] = creative?.companionAds?.companions ?? [];
    expect(image).toMatchObject({
      width: 300,
      height: 60,
      staticResources: [{ url: 'http://example.com/companion1-static-resource', creativeType: 'image/jpeg' }],
      altText: 'Sample Alt Text Content!!!!',
      clickThrough: 'http://example.com/companion1-clickthrough',
      clickTracking: [
        'http://example.com/companion1-clicktracking-first',
        'http://example.com/companion1-clicktracking-second',
      ],
      tracking: [{ event: 'creativeView', url: 'http://example.com/companion1-creativeview' }],
    });
    expect(iframe?.iframeResources).toEqual(['http://www.example.com/companion2-example.php']);
    expect(iframe?.clickThrough).toBe('http://www.example.com/companion2-clickthrough');
    expect(html?.htmlResources[0]).toContain('Some call to action HTML!');
  });

  it('keeps the non-linear overlay with its attributes, clicks, parameters and shared tracking', async () => {
    const ad = (await parse('sample.xml')).ads[0] as VastInlineAd;
    const creative = ad.creatives.find((c) => c.nonLinearAds);
    expect(creative?.kind).toBe('nonlinear');
    expect(creative?.nonLinearAds?.nonLinears[0]).toMatchObject({
      width: 300,
      height: 200,
      expandedWidth: 600,
      expandedHeight: 400,
      scalable: false,
      maintainAspectRatio: true,
      minSuggestedDuration: 100,
      apiFramework: 'someAPI',
      staticResources: [{ url: 'http://example.com/nonlinear-static-resource', creativeType: 'image/jpeg' }],
      adParameters: '{"key":"value"}',
      clickThrough: 'http://example.com/nonlinear-clickthrough',
      clickTracking: [
        'http://example.com/nonlinear-clicktracking-1',
        'http://example.com/nonlinear-clicktracking-2',
      ],
    });
    expect(creative?.nonLinearAds?.tracking.map((t) => t.event)).toEqual([
      'midpoint',
      'complete',
      'start',
      'firstQuartile',
      'close',
      'thirdQuartile',
    ]);
  });

  it('a wrapper’s non-linear tracking and click-through placement are read (wrapper-a.xml)', async () => {
    const wrapper = (await parse('wrapper-a.xml')).ads[0] as VastWrapperAd;
    const nonLinearAds = wrapper.creatives.find((c) => c.nonLinearAds)?.nonLinearAds;
    expect(nonLinearAds?.tracking.map((t) => t.url)).toEqual([
      'http://example.com/wrapperA-nonlinear-start',
      'http://example.com/wrapperA-nonlinear-complete',
    ]);
    // The click-through sits beside the <NonLinear> here; it still belongs to the overlay.
    expect(nonLinearAds?.nonLinears[0]?.clickThrough).toBe(
      'http://www.example.com/wrapperA-nonlinear-click-thru',
    );
  });

  it('merging a wrapper chain adds the wrappers’ overlay and companion tracking to the inline ad’s', async () => {
    const wrapper = (await parse('wrapper-a.xml')).ads[0] as VastWrapperAd;
    const inline = (await parse('sample.xml')).ads[0] as VastInlineAd;
    const companionWrapper: VastWrapperAd = {
      ...wrapper,
      creatives: [
        {
          kind: 'companion',
          universalAdIds: [],
          companionAds: {
            companions: [
              {
                width: 0,
                height: 0,
                staticResources: [],
                iframeResources: [],
                htmlResources: [],
                clickTracking: ['http://w/companion-click'],
                tracking: [{ event: 'creativeView', url: 'http://w/companion-view' }],
              },
            ],
          },
        },
      ],
    };
    const merged = mergeWrappers([wrapper, companionWrapper], inline, {
      wrapperChain: [],
      sourceUrl: 'http://x',
    });
    const nonLinearAds = merged.creatives.find((c) => c.nonLinearAds)?.nonLinearAds;
    expect(nonLinearAds?.tracking.slice(0, 2).map((t) => t.url)).toEqual([
      'http://example.com/wrapperA-nonlinear-start',
      'http://example.com/wrapperA-nonlinear-complete',
    ]);
    const companions = merged.creatives.find((c) => c.companionAds)?.companionAds?.companions ?? [];
    expect(companions).toHaveLength(3);
    for (const companion of companions) {
      // Chain order: wrapper-a's own companion pixels, then the second wrapper's, then the inline ad's.
      expect(companion.clickTracking.indexOf('http://w/companion-click')).toBeGreaterThan(0);
      expect(companion.clickTracking[0]).toMatch(/wrapperA-companion/);
      expect(companion.tracking.map((t) => t.url)).toContain('http://w/companion-view');
    }
    expect(companions[0]?.clickTracking.at(-1)).toBe('http://example.com/companion1-clicktracking-second');
  });
});
