import { DOMParser } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { dashManifest, hlsMediaPlaylist, type Rendition, type VodPackage } from './vod-manifests';

const rendition = (name: string, kind: 'video' | 'audio', durations: number[]): Rendition => {
  let t = 0;
  return {
    name,
    kind,
    codec: kind === 'video' ? 'avc1.4d401e' : 'mp4a.40.2',
    timescale: 1000,
    width: kind === 'video' ? 640 : 0,
    height: kind === 'video' ? 360 : 0,
    sampleRate: kind === 'audio' ? 48000 : 0,
    peakBandwidth: 200_000,
    averageBandwidth: 150_000,
    segments: durations.map((d) => {
      const s = { start: t, duration: d };
      t += d;
      return s;
    }),
  };
};

const pkg: VodPackage = {
  id: 'x',
  title: 'X & Y',
  durationSec: 6,
  frameRate: 25,
  video: [rendition('v360', 'video', [2000, 2000, 2000])],
  audio: [{ ...rendition('a-ru', 'audio', [2021, 2005, 1974]), language: 'ru', label: 'Русский' }],
  subtitles: [{ file: 's.vtt', label: 'No language' }],
};

const parse = (xml: string) => new DOMParser().parseFromString(xml, 'application/xml');

describe('dashManifest', () => {
  it('is well-formed XML with a compressed segment timeline', () => {
    const doc = parse(dashManifest(pkg, { subtitleBase: '' }));
    const video = doc.getElementsByTagName('Representation')[0];
    const s = video?.getElementsByTagName('S');
    expect(s?.length).toBe(1);
    expect(s?.[0]?.getAttribute('r')).toBe('2');
    const audioS = doc.getElementsByTagName('Representation')[1]?.getElementsByTagName('S');
    expect(audioS?.length).toBe(3);
  });

  it('puts both ContentProtection elements on every media adaptation set when protected', () => {
    const doc = parse(
      dashManifest(pkg, { subtitleBase: '../', protection: { kidHex: 'ABCDEF0123456789abcdef0123456789' } }),
    );
    const sets = Array.from(doc.getElementsByTagName('AdaptationSet'));
    const media = sets.filter((a) => a.getAttribute('contentType') !== 'text');
    for (const set of media) {
      const cps = set.getElementsByTagName('ContentProtection');
      expect(cps.length).toBe(2);
      expect(cps[0]?.getAttribute('cenc:default_KID')).toBe('abcdef01-2345-6789-abcd-ef0123456789');
    }
    const text = sets.find((a) => a.getAttribute('contentType') === 'text');
    expect(text?.getAttribute('lang')).toBeNull();
    expect(text?.getElementsByTagName('BaseURL')[0]?.textContent).toBe('../s.vtt');
  });
});

it('hlsMediaPlaylist lists each segment with its measured duration', () => {
  const p = hlsMediaPlaylist(pkg.audio[0] as Rendition);
  expect(p).toContain('#EXTINF:2.02100,\nseg-0.m4s');
  expect(p).toContain('#EXT-X-TARGETDURATION:2');
  expect(p.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true);
});
