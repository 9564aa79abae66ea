/**
 * A fetch stand-in for tests: serves the fixture folder and inline documents
 * under https://vast.test/, can hang a URL (for deadlines) or fail it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FetchLike } from '../src/resolver/fetch-vast';

export const BASE = 'https://vast.test/';
const fixtureDir = join(__dirname, 'fixtures');

export type Route =
  | string
  | { status: number }
  | 'hang'
  | 'network-error'
  | { delayMs: number; body: string };

export function fixtureRoutes(): Record<string, Route> {
  const routes: Record<string, Route> = {};
  for (const file of readdirSync(fixtureDir)) {
    if (file.endsWith('.xml')) routes[`${BASE}${file}`] = readFileSync(join(fixtureDir, file), 'utf8');
  }
  return routes;
}

export function createFakeFetch(routes: Record<string, Route>): FetchLike & { requests: string[] } {
  const requests: string[] = [];
  const fetch: FetchLike = (url, { signal }) => {
    requests.push(url);
    const route = routes[url];
    return new Promise((resolve, reject) => {
      const abort = () => reject(new DOMException('aborted', 'AbortError'));
      if (signal.aborted) return abort();
      signal.addEventListener('abort', abort, { once: true });
      const answer = (status: number, body: string) =>
        resolve({ ok: status >= 200 && status < 300, status, text: async () => body });
      if (route === undefined) return answer(404, 'not found');
      if (route === 'hang') return;
      if (route === 'network-error') return reject(new TypeError('Failed to fetch'));
      if (typeof route === 'string') return answer(200, route);
      if ('delayMs' in route) {
        setTimeout(() => answer(200, route.body), route.delayMs);
        return;
      }
      return answer(route.status, '');
    });
  };
  return Object.assign(fetch, { requests });
}

/** A minimal VAST 4.2 inline ad for tests. */
export function inlineXml(options: {
  id: string;
  sequence?: number;
  media?: string;
  type?: string;
  duration?: string;
  skipoffset?: string;
}): string {
  const sequence = options.sequence === undefined ? '' : ` sequence="${options.sequence}"`;
  const skip = options.skipoffset ? ` skipoffset="${options.skipoffset}"` : '';
  return `<Ad id="${options.id}"${sequence}><InLine><AdSystem>test</AdSystem><AdTitle>${options.id}</AdTitle>
  <Impression>https://px.test/imp?ad=${options.id}</Impression>
  <Error>https://px.test/err?ad=${options.id}&amp;code=[ERRORCODE]</Error>
  <Creatives><Creative><Linear${skip}><Duration>${options.duration ?? '00:00:10'}</Duration>
  <TrackingEvents>${[
    'start',
    'firstQuartile',
    'midpoint',
    'thirdQuartile',
    'complete',
    'skip',
    'pause',
    'resume',
  ]
    .map((e) => `<Tracking event="${e}">https://px.test/${e}?ad=${options.id}</Tracking>`)
    .join('')}</TrackingEvents>
  <VideoClicks><ClickThrough>https://advertiser.test/${options.id}</ClickThrough><ClickTracking>https://px.test/click?ad=${options.id}</ClickTracking></VideoClicks>
  <MediaFiles><MediaFile delivery="progressive" type="${options.type ?? 'video/mp4'}" width="640" height="360" bitrate="500">${
    options.media ?? `https://cdn.test/${options.id}.mp4`
  }</MediaFile></MediaFiles></Linear></Creative></Creatives></InLine></Ad>`;
}

export function vastXml(...ads: string[]): string {
  return `<?xml version="1.0"?><VAST version="4.2">${ads.join('')}</VAST>`;
}

export function wrapperXml(options: {
  id: string;
  tag: string;
  sequence?: number;
  attributes?: string;
}): string {
  const sequence = options.sequence === undefined ? '' : ` sequence="${options.sequence}"`;
  return `<Ad id="${options.id}"${sequence}><Wrapper ${options.attributes ?? ''}><AdSystem>test</AdSystem>
  <VASTAdTagURI><![CDATA[${options.tag}]]></VASTAdTagURI>
  <Impression>https://px.test/imp?ad=${options.id}</Impression>
  <Error>https://px.test/err?ad=${options.id}&amp;code=[ERRORCODE]</Error>
  <Creatives><Creative><Linear><TrackingEvents><Tracking event="start">https://px.test/start?ad=${options.id}</Tracking></TrackingEvents>
  <VideoClicks><ClickTracking>https://px.test/click?ad=${options.id}</ClickTracking></VideoClicks></Linear></Creative></Creatives>
  </Wrapper></Ad>`;
}
