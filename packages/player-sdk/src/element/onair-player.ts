/**
 * `<onair-player>`: the SDK's player and its whole skin as one custom element, for pages and frameworks that
 * are not React. Attributes say what to play (`channel-id` with `ts`, or `content-id`), where the operator's
 * API is (`api-base`, `access-token`) and how to start (`muted`, `autoplay`, `lang`, `theme`, `poster`);
 * properties take what attributes cannot (a ready `source`, an own `api`, player `options`, `episodes`).
 * The player's commands are methods, its events DOM events (events.ts). The skin lives in an open shadow
 * root, themed through `--onair-*` custom properties and `::part()` names.
 *
 * Lifetime: the player is created on connect and destroyed a tick after the element leaves the document,
 * unless it comes back in that tick (a move in the DOM keeps playing, as React's StrictMode remount does).
 */

import { createHttpOperatorApi } from '../api/http-operator-api';
import type { OperatorApi } from '../api/operator-api';
import { createPlayer } from '../player/create-player';
import type { CastOptions } from '../skin/cast-sender';
import type { EpisodeItem } from '../skin/control-bar';
import { loadMessages, skinLanguage } from '../skin/languages';
import { EN, type MessageKey, type Messages } from '../skin/messages';
import { type Translator, translatorFrom } from '../skin/translate';
import type { Id } from '../types/id';
import type {
  LoadChannelOptions,
  LoadContentOptions,
  OnAirPlayer,
  PlayerOptions,
  PlayerSource,
  PlayerState,
} from '../types/player';
import { h } from './dom';
import { emit, type OnAirPlayerEventMap, PLAYER_EVENTS } from './events';
import { mountSkin, type SkinView } from './skin-view';
import { ELEMENT_CSS } from './styles';
import { type PlayInputs, playKey, startPlaying, type WhatToPlay, whatToPlay } from './what-to-play';

/** Options read when the player is created (the element's attributes set the rest). */
export type OnAirPlayerOptions = Omit<PlayerOptions, 'container' | 'api' | 'muted' | 'autoplay'>;

const PLAY_ATTRIBUTES = [
  'channel-id',
  'ts',
  'content-id',
  'library-id',
  'kind',
  'start-position',
  'series-id',
] as const;

/**
 * A boolean property as frameworks set it: a bare attribute in a template arrives as '' (present, so true),
 * a bound value as true/false, and 'false' from a string-typed binding means false.
 */
const flag = (value: unknown): boolean => value === '' || (value !== 'false' && Boolean(value));

/** Properties a page may have set before the element was defined (see `#upgradeProperties`). */
const UPGRADED_PROPERTIES = [
  'accessToken',
  'source',
  'api',
  'options',
  'episodes',
  'currentEpisodeId',
  'nextEpisode',
  'messages',
  'channelId',
  'contentId',
  'ts',
  'apiBase',
  'muted',
  'autoplay',
  'theme',
] as const;

// On a server there is no HTMLElement: the class is defined over an empty base and never instantiated.
const Base = (typeof HTMLElement === 'undefined' ? class {} : HTMLElement) as typeof HTMLElement;

// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: the interface below only adds typed overloads of addEventListener (as lib.dom types HTMLVideoElement's); it declares no member the class lacks.
export class OnAirPlayerElement extends Base {
  static readonly observedAttributes = [
    ...PLAY_ATTRIBUTES,
    'api-base',
    'muted',
    'lang',
    'poster',
    'back-button',
  ];

  #player: OnAirPlayer | null = null;
  #lifetime: AbortController | null = null;
  #skin: SkinView | null = null;
  #destroyTimer: ReturnType<typeof setTimeout> | null = null;
  #source: PlayerSource | null = null;
  #api: OperatorApi | null = null;
  #options: OnAirPlayerOptions = {};
  #episodes: readonly EpisodeItem[] | undefined;
  #cast: CastOptions | false | undefined;
  #currentEpisodeId: Id | undefined;
  #nextEpisode: EpisodeItem | null = null;
  #overrides: Partial<Messages> = {};
  #accessToken: string | null = null;
  #table: Messages = EN;
  #t: Translator = translatorFrom(EN);
  #loaded: string | null = null;
  #wanted: WhatToPlay = { kind: 'nothing' };
  #queued = false;
  readonly #media: HTMLDivElement;
  readonly #poster: HTMLImageElement;
  readonly #layer: HTMLDivElement;

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    this.#media = h('div', { class: 'media', part: 'media' });
    this.#poster = h('img', { class: 'poster', part: 'poster', alt: '', hidden: true });
    this.#layer = h('div', { class: 'onair-skin', part: 'skin' });
    const frame = h('div', { class: 'frame', role: 'region' }, this.#media, this.#poster, this.#layer);
    root.append(h('style', {}, ELEMENT_CSS), frame);
  }

  // ---- lifecycle -------------------------------------------------------------------------------------

  connectedCallback(): void {
    this.#upgradeProperties();
    if (this.#destroyTimer) {
      clearTimeout(this.#destroyTimer);
      this.#destroyTimer = null;
    }
    this.#readLanguage();
    if (!this.#player) this.#create();
    this.#queueLoad();
  }

  disconnectedCallback(): void {
    this.#destroyTimer = setTimeout(() => {
      this.#destroyTimer = null;
      if (!this.isConnected) this.#destroy();
    }, 0);
  }

  attributeChangedCallback(name: string, previous: string | null, value: string | null): void {
    if (previous === value) return;
    if ((PLAY_ATTRIBUTES as readonly string[]).includes(name)) this.#queueLoad();
    else if (name === 'api-base' && this.#player) this.#recreate();
    else if (name === 'muted') {
      const state = this.#player?.getState();
      if (state && state.muted !== (value !== null)) this.#player?.toggleMute();
    } else if (name === 'lang') this.#readLanguage();
    else if (name === 'poster') this.#showPoster();
    // back-button: the skin reads it when it draws.
    else this.#skin?.render();
  }

  /**
   * A page may set properties before the element is defined (a script that runs before the module that
   * defines it): they land on the plain element as its own properties and would hide the class's setters.
   * Taken off and set again, they go through the setters.
   */
  #upgradeProperties(): void {
    for (const name of UPGRADED_PROPERTIES) {
      if (!Object.hasOwn(this, name)) continue;
      const value = (this as Record<string, unknown>)[name];
      delete (this as Record<string, unknown>)[name];
      (this as Record<string, unknown>)[name] = value;
    }
  }

  #create(): void {
    const api = this.#api ?? this.#httpApi();
    const player = createPlayer({
      ...this.#options,
      container: this.#media,
      ...(api ? { api } : {}),
      ...(this.hasAttribute('muted') ? { muted: true } : {}),
      autoplay: this.hasAttribute('autoplay'),
      ...(this.accessToken ? { accessToken: this.accessToken } : {}),
    });
    const lifetime = new AbortController();
    this.#player = player;
    this.#lifetime = lifetime;
    this.#loaded = null;
    player.video?.setAttribute('part', 'video');
    for (const type of PLAYER_EVENTS) player.on(type, (detail) => emit(this, type, detail as never));
    player.on('firstframe', () => {
      this.#poster.hidden = true;
    });
    player.on('sourcechange', () => this.#showPoster());
    player.subscribe((state) => emit(this, 'statechange', state));
    this.#skin = mountSkin(
      { root: this, layer: this.#layer, player, settings: () => this.#skinSettings() },
      lifetime.signal,
    );
    this.#showPoster();
    emit(this, 'ready', player);
  }

  #destroy(): void {
    this.#lifetime?.abort();
    this.#player?.destroy();
    this.#player = null;
    this.#lifetime = null;
    this.#skin = null;
    this.#loaded = null;
  }

  /** The API changed: a player holds its API for life, so a new one takes over and loads again. */
  #recreate(): void {
    this.#destroy();
    if (!this.isConnected) return;
    this.#create();
    this.#queueLoad();
  }

  #httpApi(): OperatorApi | null {
    const baseUrl = this.getAttribute('api-base');
    if (!baseUrl) return null;
    return createHttpOperatorApi({
      baseUrl,
      // Read at each call: a refreshed token applies to the next request without a new player.
      accessToken: () => this.accessToken ?? undefined,
      ...(this.#language() ? { language: this.#language() } : {}),
    });
  }

  // ---- what to play ----------------------------------------------------------------------------------

  #inputs(): PlayInputs {
    const a = (name: string) => this.getAttribute(name);
    return {
      source: this.#source,
      channelId: a('channel-id'),
      ts: a('ts'),
      contentId: a('content-id'),
      libraryId: a('library-id'),
      contentKind: a('kind'),
      startPosition: a('start-position'),
      seriesId: a('series-id'),
    };
  }

  /** Checks what to play now (a bad attribute throws here and nothing changes), loads it a microtask later. */
  #queueLoad(): void {
    this.#wanted = whatToPlay(this.#inputs());
    if (this.#queued) return;
    this.#queued = true;
    queueMicrotask(() => {
      this.#queued = false;
      const player = this.#player;
      const key = playKey(this.#wanted);
      if (!player || key === this.#loaded) return;
      this.#loaded = key;
      // Failures reach the page as the player's `error` event and its state; nothing to do here.
      startPlaying(player, this.#wanted).catch(() => {});
    });
  }

  #showPoster(): void {
    const url = this.getAttribute('poster');
    if (url) this.#poster.src = url;
    this.#poster.hidden = !url || this.#player?.getState().playing === true;
  }

  // ---- text ------------------------------------------------------------------------------------------

  #language(): string {
    // An empty or absent `lang` takes the page's, as HTML's own inheritance does.
    return this.getAttribute('lang') || this.parentElement?.closest('[lang]')?.getAttribute('lang') || '';
  }

  #readLanguage(): void {
    const language = skinLanguage(this.#language());
    const table = loadMessages(language);
    const apply = (loaded: Messages) => {
      // A later change of `lang` may have finished first.
      if (skinLanguage(this.#language()) !== language) return;
      this.#table = loaded;
      this.#retranslate();
    };
    if (table instanceof Promise) table.then(apply, () => apply(EN));
    else apply(table);
  }

  #retranslate(): void {
    const overrides = this.#overrides;
    this.#t = translatorFrom(this.#table, (key: MessageKey) => overrides[key] ?? key);
    this.#frameLabel();
    this.#skin?.render();
  }

  #frameLabel(): void {
    this.shadowRoot?.querySelector('.frame')?.setAttribute('aria-label', this.#t('player'));
  }

  #skinSettings() {
    return {
      t: this.#t,
      onBack: this.hasAttribute('back-button') ? () => emit(this, 'back', undefined) : undefined,
      bar: {
        ...(this.#episodes ? { episodes: this.#episodes } : {}),
        ...(this.#cast === undefined ? {} : { cast: this.#cast }),
        ...(this.#currentEpisodeId === undefined ? {} : { currentEpisodeId: this.#currentEpisodeId }),
        onSelectEpisode: (id: Id) => emit(this, 'selectepisode', { id }),
        nextEpisode: this.#nextEpisode,
        onNextEpisode: () => emit(this, 'nextepisode', undefined),
      },
    };
  }

  // ---- properties ------------------------------------------------------------------------------------

  /** The SDK player, once the element is in the document (null before and after). */
  get player(): OnAirPlayer | null {
    return this.#player;
  }

  get state(): PlayerState | null {
    return this.#player?.getState() ?? null;
  }

  /** A ready stream response with what it is; wins over `channel-id` / `content-id`. */
  get source(): PlayerSource | null {
    return this.#source;
  }
  set source(value: PlayerSource | null) {
    this.#source = value;
    this.#queueLoad();
  }

  /** An own OperatorApi (another middleware); wins over `api-base`. Setting it starts a new player. */
  get api(): OperatorApi | null {
    return this.#api;
  }
  set api(value: OperatorApi | null) {
    this.#api = value;
    if (this.#player) this.#recreate();
  }

  /** Player options (storage, parentalCheck, licenceHooks, statsApi…), read when the player is created. */
  get options(): OnAirPlayerOptions {
    return this.#options;
  }
  set options(value: OnAirPlayerOptions) {
    this.#options = value;
    if (this.#player) this.#recreate();
  }

  /** Google Cast for the cast button (`{}`: Google's Default Media Receiver); Remote Playback without it. */
  get cast(): CastOptions | false | undefined {
    return this.#cast;
  }
  set cast(value: CastOptions | false | undefined) {
    this.#cast = value;
    this.#skin?.render();
  }

  get episodes(): readonly EpisodeItem[] | undefined {
    return this.#episodes;
  }
  set episodes(value: readonly EpisodeItem[] | undefined) {
    this.#episodes = value;
    this.#skin?.render();
  }

  get currentEpisodeId(): Id | undefined {
    return this.#currentEpisodeId;
  }
  set currentEpisodeId(value: Id | undefined) {
    this.#currentEpisodeId = value;
    this.#skin?.render();
  }

  get nextEpisode(): EpisodeItem | null {
    return this.#nextEpisode;
  }
  set nextEpisode(value: EpisodeItem | null) {
    this.#nextEpisode = value;
    this.#skin?.render();
  }

  /** The page's own words for any skin text (by key); the rest stays the built-in language's. */
  get messages(): Partial<Messages> {
    return this.#overrides;
  }
  set messages(value: Partial<Messages>) {
    this.#overrides = { ...value };
    this.#retranslate();
  }

  /** The API's access token; it is not an attribute so it never shows in the page's markup. */
  get accessToken(): string | null {
    return this.#accessToken;
  }
  set accessToken(value: string | null) {
    this.#accessToken = value;
  }

  get channelId(): string | null {
    return this.getAttribute('channel-id');
  }
  set channelId(value: Id | null) {
    this.#reflect('channel-id', value);
  }
  get contentId(): string | null {
    return this.getAttribute('content-id');
  }
  set contentId(value: Id | null) {
    this.#reflect('content-id', value);
  }
  get ts(): number | null {
    const ts = this.getAttribute('ts');
    return ts === null ? null : Number(ts);
  }
  set ts(value: number | null) {
    this.#reflect('ts', value);
  }
  get apiBase(): string | null {
    return this.getAttribute('api-base');
  }
  set apiBase(value: string | null) {
    this.#reflect('api-base', value);
  }
  get muted(): boolean {
    return this.#player?.getState().muted ?? this.hasAttribute('muted');
  }
  set muted(value: boolean) {
    this.toggleAttribute('muted', flag(value));
  }
  get autoplay(): boolean {
    return this.hasAttribute('autoplay');
  }
  set autoplay(value: boolean) {
    this.toggleAttribute('autoplay', flag(value));
  }
  get theme(): string | null {
    return this.getAttribute('theme');
  }
  set theme(value: 'dark' | 'light' | null) {
    this.#reflect('theme', value);
  }

  #reflect(name: string, value: Id | null): void {
    if (value === null || value === undefined) this.removeAttribute(name);
    else this.setAttribute(name, String(value));
  }

  // ---- commands --------------------------------------------------------------------------------------

  #need(): OnAirPlayer {
    if (!this.#player) throw new Error('<onair-player> has no player until it is in the document');
    return this.#player;
  }

  play(): Promise<void> {
    return this.#need().play();
  }
  pause(): void {
    this.#need().pause();
  }
  seek(seconds: number): void {
    this.#need().seek(seconds);
  }
  setVolume(volume: number): void {
    this.#need().setVolume(volume);
  }
  toggleMute(): void {
    this.#need().toggleMute();
  }
  setRate(rate: number): void {
    this.#need().setRate(rate);
  }
  setQuality(level: number | 'auto'): void {
    this.#need().setQuality(level);
  }
  setAudioLanguage(language: string): void {
    this.#need().setAudioLanguage(language);
  }
  setSubtitleLanguage(language: string | null): void {
    this.#need().setSubtitleLanguage(language);
  }
  togglePictureInPicture(): Promise<void> {
    return this.#need().togglePictureInPicture();
  }
  /** Fullscreen on the element itself, so the skin stays visible (iOS: the video's own fullscreen). */
  toggleFullscreen(): void {
    this.#need();
    this.#skin?.toggleFullscreen();
  }
  skip(direction: -1 | 1): void {
    this.#need().skip(direction);
  }
  goToLive(): void {
    this.#need().goToLive();
  }
  seekTimeline(unixSec: number): void {
    this.#need().seekTimeline(unixSec);
  }
  stepProgramme(direction: -1 | 1, landing?: 'start' | 'end'): void {
    this.#need().stepProgramme(direction, landing);
  }
  skipAd(): boolean {
    return this.#need().skipAd();
  }
  getState(): PlayerState {
    return this.#need().getState();
  }
  /**
   * Imperative loads, for pages that drive the player themselves; the attributes and `source` are the
   * declarative way, and the next change of one of them loads what it says.
   */
  load(source: PlayerSource): Promise<void> {
    return this.#need().load(source);
  }
  loadChannel(channelId: Id, options?: LoadChannelOptions): Promise<void> {
    return this.#need().loadChannel(channelId, options);
  }
  loadContent(contentId: Id, options?: LoadContentOptions): Promise<void> {
    return this.#need().loadContent(contentId, options);
  }
}

/** The element's events for `addEventListener`, typed (`el.addEventListener('firstframe', (e) => e.detail.ms)`). */
export interface OnAirPlayerElement {
  addEventListener<K extends keyof OnAirPlayerEventMap>(
    type: K,
    listener: (this: OnAirPlayerElement, event: OnAirPlayerEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof OnAirPlayerEventMap>(
    type: K,
    listener: (this: OnAirPlayerElement, event: OnAirPlayerEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}
