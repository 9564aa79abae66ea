import { describeAdError } from '@onair/ads-vast';
import {
  type AdEventPayload,
  createHttpOperatorApi,
  createPlayer,
  type OperatorApi,
  type PlayerState,
} from '@onair/player-sdk';
import { AD_CASES, adCase, adErrorCode } from './ad-cases';
import casesSource from './ad-cases.ts?raw';
import source from './ads.ts?raw';
import { apiOrigin, examplesConfig } from './config';
import { guestToken } from './guest';
import { setStatus, showSource } from './show-source';

showSource(`${source}\n// ─── ad-cases.ts ───\n${casesSource}`);

const FILM = 101; // the demo backend's clear film
const chosen = adCase(new URLSearchParams(location.search).get('case'));
const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

const adErrors: string[] = [];

async function main() {
  renderCases();
  const { apiBase } = examplesConfig();
  const token = await guestToken(apiBase);
  const http = createHttpOperatorApi({ baseUrl: apiBase, accessToken: token });
  const vast = (path: string) =>
    `${apiOrigin()}/vast/${path}${path.includes('?') ? '&' : '?'}tag=examples-${chosen.id}`;

  const api: OperatorApi = {
    ...http,
    // An operator's stream response carries its rolls (§3 Ad info); this page swaps in the chosen case's.
    async contentStream(id, options) {
      const { packshots: _packshots, ad, ...stream } = await http.contentStream(id, options);
      const rolls = chosen.ad(vast, ad);
      return rolls ? { ...stream, ad: rolls } : stream;
    },
    // Every ad event (impression, quartiles, complete, skip, error_{code}) is the operator's ad analytics;
    // the page lists them on the way.
    async adEvent(event, options) {
      logAdEvent(event);
      await http.adEvent?.(event, options);
    },
  };

  const player = createPlayer({
    container: $('player'),
    api,
    accessToken: token,
    muted: true, // browsers allow autoplay only without sound
    autoplay: true,
  });

  $('play').onclick = () => (player.getState().paused ? void player.play() : player.pause());
  $('skip').onclick = () => player.skipAd();
  $('click').onclick = () => player.clickAd(); // opens the ad's click-through in a new tab
  $('end').onclick = () => {
    const { duration } = player.getState();
    if (Number.isFinite(duration) && duration > 3) player.seek(duration - 2);
  };
  player.subscribe(render);
  await player.loadContent(FILM);
}

let lastRoll: string | null = null;
function render(s: PlayerState) {
  const ad = s.ad ?? null;
  $('ad-state').textContent = JSON.stringify(ad, null, 2);
  $<HTMLButtonElement>('skip').disabled = !(ad?.playing && ad.skippableIn === 0);
  $<HTMLButtonElement>('click').disabled = !ad?.clickThroughUrl;
  const roll = ad?.active ? ad.roll : null;
  if (roll !== lastRoll) logLine(roll ? `▶ ${roll} break starts` : `■ ${lastRoll} break ends`);
  lastRoll = roll;

  const at = `${s.currentTime.toFixed(1)} s`;
  if (s.error) setStatus('error', `${s.error.code}: ${s.error.message}`);
  else if (ad?.active) {
    const left = ad.remaining === undefined ? '' : `, ${Math.ceil(ad.remaining)} s left`;
    const skip =
      ad.skippableIn === undefined
        ? ''
        : ad.skippableIn > 0
          ? `, skip in ${Math.ceil(ad.skippableIn)} s`
          : ', skippable';
    setStatus('ad', `${ad.roll}: ad ${ad.adIndex} of ${ad.adCount}${left}${skip} (film held at ${at})`);
  } else if (s.ended) setStatus('ended', `the film ended at ${at}`);
  else if (s.playing && adErrors.length > 0 && chosen.fails)
    setStatus('ad-failed', `the ad failed (${adErrors.join('; ')}); the film plays at ${at}`);
  else if (s.playing) setStatus('playing', `the film plays at ${at}`);
  else
    setStatus(s.paused && !s.loading ? 'paused' : 'loading', `${s.paused ? 'paused' : 'loading'} at ${at}`);
}

function logAdEvent(event: AdEventPayload) {
  const code = adErrorCode(event.event);
  const text = `${event.place} #${event.number} ${event.event}${event.ad ? ` (${shortAd(event.ad)})` : ''}`;
  logLine(code === null ? text : `${text}: ${describeAdError(code)}`, code !== null);
  if (code === null) return;
  adErrors.push(`${event.event}: ${describeAdError(code)}`);
  const errors = $('ad-errors');
  errors.hidden = false;
  errors.textContent = `Ad errors: ${adErrors.join('; ')}`;
}

/** A failed tag is named by its URL: the path and its query are what tell the cases apart. */
function shortAd(ad: string): string {
  return /^https?:/.test(ad) ? new URL(ad).pathname + new URL(ad).search : ad;
}

function logLine(text: string, isError = false) {
  const item = document.createElement('li');
  item.textContent = text;
  item.classList.toggle('error', isError);
  $('ad-events').append(item);
}

function renderCases() {
  const list = $('cases');
  for (const c of AD_CASES) {
    const link = document.createElement('a');
    const query = new URLSearchParams(location.search); // keeps ?api= and ?app= when given
    query.set('case', c.id);
    link.href = `?${query}`;
    link.textContent = c.title;
    if (c === chosen) link.setAttribute('aria-current', 'page');
    const item = document.createElement('li');
    item.append(link);
    list.append(item);
  }
  $('case').textContent = `${chosen.title}: ${chosen.outcome}${chosen.hint ? ` ${chosen.hint}` : ''}`;
}

main().catch((error: unknown) => setStatus('error', error instanceof Error ? error.message : String(error)));
