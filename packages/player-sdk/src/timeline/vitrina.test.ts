import { describe, expect, it } from 'vitest';
import type { ChannelConfig, TimelineChannel } from './types';
import { hasVitrinaStream, isNearLive, shouldUseExternalPlayer, vitrinaIframeUrl } from './vitrina';

const NOW_S = 1_700_000_000;
const NOW = NOW_S * 1000;
const vitrina: TimelineChannel = { id: 10, is_purchased: true, stream_types: [{ type: 'vitrina' }] };

describe('external (vitrina) player choice (§4: no ts or within 360 s, purchased, not during a full-mode ad)', () => {
  it.each([
    { name: 'no ts', input: {}, use: true },
    { name: 'ts 360 s ago', input: { ts: NOW_S - 360 }, use: true },
    { name: 'ts 361 s ago', input: { ts: NOW_S - 361 }, use: false },
    { name: 'ts in the future', input: { ts: NOW_S + 60 }, use: true },
    { name: 'full-mode ad', input: { adPlayingInFullMode: true }, use: false },
    { name: 'not purchased', input: { channel: { ...vitrina, is_purchased: false } }, use: false },
    {
      name: 'no vitrina stream',
      input: { channel: { ...vitrina, stream_types: [{ type: 'hls' }] } },
      use: false,
    },
    { name: 'string stream type', input: { channel: { ...vitrina, stream_types: ['vitrina'] } }, use: true },
  ])('$name → $use', ({ input, use }) => {
    expect(shouldUseExternalPlayer({ channel: vitrina, nowMs: NOW, ...input })).toBe(use);
  });

  it('near-live and stream detection helpers', () => {
    expect(isNearLive(null, NOW)).toBe(true);
    expect(hasVitrinaStream({ id: 1 })).toBe(false);
  });
});

describe('vitrinaIframeUrl (config.web / config.web_vlight)', () => {
  const player = (url: string | null, name = 'vitrina') => ({ player: name, url });

  it.each([
    {
      name: 'web',
      cfg: { config: { web: player('https://v.example/a') } },
      ch: vitrina,
      url: 'https://v.example/a',
    },
    {
      name: 'vlight prefers web_vlight',
      cfg: { config: { web: player('https://v.example/a'), web_vlight: player('https://v.example/light') } },
      ch: { ...vitrina, vlight: true },
      url: 'https://v.example/light',
    },
    {
      name: 'non-vlight prefers web',
      cfg: { config: { web: player('https://v.example/a'), web_vlight: player('https://v.example/light') } },
      ch: vitrina,
      url: 'https://v.example/a',
    },
    {
      name: 'vlight falls back to web',
      cfg: { config: { web: player('https://v.example/a'), web_vlight: player(null, 'default') } },
      ch: { ...vitrina, vlight: true },
      url: 'https://v.example/a',
    },
    {
      name: 'falls back to the channel vitrinaUrl',
      cfg: { config: { web: player(null, 'default'), web_vlight: null } },
      ch: { ...vitrina, vitrinaUrl: 'https://v.example/own' },
      url: 'https://v.example/own',
    },
    {
      name: 'skips an unsafe entry',
      cfg: { config: { web: player('javascript:alert(1)'), web_vlight: player('https://v.example/l') } },
      ch: vitrina,
      url: 'https://v.example/l',
    },
  ])('$name', ({ cfg, ch, url }) => {
    expect(vitrinaIframeUrl(cfg, ch)).toEqual({ ok: true, url });
  });

  it('reads the config exactly as the demo backend sends it', () => {
    const wire = JSON.parse(
      '{"id":10,"config":{"web":{"player":"vitrina","url":"http://partner.example/v.html?channel=10"},' +
        '"web_vlight":{"player":"vitrina","url":"http://partner.example/v.html?channel=10"}},"ad":null}',
    ) as ChannelConfig;
    expect(vitrinaIframeUrl(wire, vitrina)).toEqual({
      ok: true,
      url: 'http://partner.example/v.html?channel=10',
    });
  });

  it.each([
    { name: 'no config', cfg: null, reason: /neither config.web.url/ },
    { name: 'no external player', cfg: { config: { web: player(null, 'default') } }, reason: /neither/ },
    { name: 'relative url', cfg: { config: { web: player('/player') } }, reason: /absolute http/ },
  ])('refuses $name with a clear reason', ({ cfg, reason }) => {
    const result = vitrinaIframeUrl(cfg, vitrina);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(reason);
  });
});
