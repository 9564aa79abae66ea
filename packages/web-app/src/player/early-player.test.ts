import type { createPlayer, Player, PlayerOptions, TimelineChannel } from '@onair/player-sdk';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Channel } from '../api/schemas';
import type { EarlyPlayerMatch, EarlyStartOptions } from './early-player';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  vi.useRealTimers();
});

const match: EarlyPlayerMatch = { channelId: 7, token: 'tok', language: 'en', childProfile: false, epoch: 0 };

/** A stand-in for the SDK's createPlayer that records what it was asked (the SDK's own tests cover the player). */
function fakeCreate() {
  const made: { options: PlayerOptions; player: Player; handlers: Map<string, (e: unknown) => void> }[] = [];
  const create = ((options: PlayerOptions) => {
    const video = document.createElement('video');
    video.muted = options.muted ?? false;
    options.container.append(video);
    const handlers = new Map<string, (e: unknown) => void>();
    const player = {
      video,
      getState: () => ({ error: null }),
      on: (type: string, handler: (e: unknown) => void) => handlers.set(type, handler),
      loadChannel: vi.fn(async () => undefined),
      destroy: vi.fn(),
    } as unknown as Player;
    made.push({ options, player, handlers });
    return player;
  }) as unknown as typeof createPlayer;
  return { create, made };
}

async function hold(create: typeof createPlayer) {
  const early = await import('./early-player');
  early.holdEarlyPlayer({
    match,
    apiBase: 'http://api.example/v2/',
    queryClient: new QueryClient(),
    configuration: () => null,
    endpoints: null,
    create,
  });
  return early;
}

describe('the channel page’s player started by the entry (issue 38)', () => {
  it('creates the page’s player in the document where the stage will be, silent, and loads the live channel', async () => {
    const { create, made } = fakeCreate();
    await hold(create);
    expect(made).toHaveLength(1);
    const [{ options, player }] = made as [(typeof made)[0]];
    // In <body>, not in #root (which React empties on its first commit): its first frame paints before React.
    expect(options.container.parentElement).toBe(document.body);
    expect(options.container.style.aspectRatio).toBe('16 / 9');
    expect(options.autoplay).toBe(true);
    expect(options.accessToken).toBe('tok');
    expect(player.video?.muted).toBe(true);
    expect(player.loadChannel).toHaveBeenCalledWith(7, {});
  });

  it('hands it once to the page’s player of the same channel, token, language, profile and epoch, with its sound back', async () => {
    // A browser that allows sound: the options leave the mute to the stored flag (none here: sound on).
    vi.stubGlobal('navigator', { ...navigator, getAutoplayPolicy: () => 'allowed' });
    const { create, made } = fakeCreate();
    const early = await hold(create);
    const [{ player, handlers }] = made as [(typeof made)[0]];
    expect(player.video?.muted).toBe(true);
    handlers.get('firstframe')?.({ ms: 300, picture: false });
    expect(early.hasEarlyPlayer({ ...match, token: 'other' })).toBe(false);
    expect(early.hasEarlyPlayer(match)).toBe(true);
    const gate = vi.fn(async () => true);
    const taken = early.takeEarlyPlayer(match, gate);
    expect(taken?.player).toBe(player);
    expect(taken?.firstFrame).toEqual({ ms: 300, picture: false });
    // The options' own mute is back.
    expect(player.video?.muted).toBe(false);
    // The 001 §5 check the player waited for is now the page's.
    const check = made[0]!.options.parentalCheck!;
    await expect(check({ id: 7 } as TimelineChannel)).resolves.toBe(true);
    expect(gate).toHaveBeenCalledWith({ id: 7 });
    expect(early.takeEarlyPlayer(match, gate)).toBeNull();
    expect(player.destroy).not.toHaveBeenCalled();
    // Taken, not started again: the channel was asked once, by the entry.
    expect(player.loadChannel).toHaveBeenCalledTimes(1);
  });

  it('tells the first render when it has shown its first frame, failed, or gone', async () => {
    const settled = async (p: Promise<void>) => {
      let done = false;
      void p.then(() => (done = true));
      for (let i = 0; i < 3; i++) await Promise.resolve();
      return done;
    };
    const none = await import('./early-player');
    expect(await settled(none.earlyPlayerShown())).toBe(true);

    for (const end of ['firstframe', 'error', 'close', 'parental'] as const) {
      vi.resetModules();
      const { create, made } = fakeCreate();
      const early = await hold(create);
      const shown = early.earlyPlayerShown();
      expect(await settled(shown)).toBe(false);
      if (end === 'close') early.closeEarlyPlayer();
      // An adult channel: the player waits for the page's PIN, so the page must render.
      else if (end === 'parental') void made[0]!.options.parentalCheck?.({ id: 7 } as TimelineChannel);
      else made[0]!.handlers.get(end)?.(end === 'firstframe' ? { ms: 300, picture: false } : {});
      expect(await settled(shown)).toBe(true);
    }
  });

  it('destroys it for any other player (a restart’s epoch, another channel), and starts no other', async () => {
    const { create, made } = fakeCreate();
    const early = await hold(create);
    expect(early.takeEarlyPlayer({ ...match, epoch: 1 }, vi.fn())).toBeNull();
    expect(made[0]!.player.destroy).toHaveBeenCalledTimes(1);
    expect(early.takeEarlyPlayer(match, vi.fn())).toBeNull();
    await hold(create);
    expect(made).toHaveLength(1);
  });

  it('destroys it when the stage refuses, or when nobody takes it in time', async () => {
    vi.useFakeTimers();
    const first = fakeCreate();
    const early = await hold(first.create);
    const box = first.made[0]!.options.container;
    early.closeEarlyPlayer();
    expect(first.made[0]!.player.destroy).toHaveBeenCalledTimes(1);
    expect(box.isConnected).toBe(false);
    expect(early.hasEarlyPlayer(match)).toBe(false);

    vi.resetModules();
    const second = fakeCreate();
    const late = await hold(second.create);
    vi.advanceTimersByTime(late.EARLY_PLAYER_MAX_AGE_MS);
    expect(second.made[0]!.player.destroy).toHaveBeenCalledTimes(1);
    expect(late.takeEarlyPlayer(match, vi.fn())).toBeNull();
  });
});

/** A line-up channel as the API gives it (only what the early player reads). */
const lineupChannel = (over: Partial<Channel> = {}) =>
  ({ id: 7, slug: 'onair-one', name: 'OnAir One', age: 0, is_purchased: true, ...over }) as Channel;

/**
 * A first visit's start as the entry's head start holds it: the token comes after the device sign-in, the line-up
 * is asked with it; both arrive when the test says.
 */
function chain() {
  let giveToken: (token: string | null) => void = () => undefined;
  let answerLineup: (channels: Channel[]) => void = () => undefined;
  const lineup = new Promise<Channel[]>((resolve) => (answerLineup = resolve));
  const endpoints = { channels: vi.fn(() => lineup) };
  const head = {
    token: new Promise<string | null>((resolve) => (giveToken = resolve)),
    result: new Promise<never>(() => undefined),
    runtime: { base: 'http://api.example/v2/', endpoints, languageRef: { current: 'en' } },
  } as unknown as NonNullable<EarlyStartOptions['head']>;
  return {
    head,
    endpoints,
    giveToken: (t: string | null) => giveToken(t),
    answerLineup: (c: Channel[]) => answerLineup(c),
  };
}

const at = (pathname: string, search = '') => ({ location: { pathname, search } }) as unknown as Window;

interface VisitOptions {
  win?: Window;
  renderReleased?: () => boolean;
  firstVisit?: boolean;
  /** The page's query cache (a returning viewer's holds the stored line-up). */
  queryClient?: QueryClient;
}

/** The entry's start of the early player over a chain the test answers step by step (a first visit unless told). */
async function begin({
  win = at('/channels/all/onair-one'),
  renderReleased = (): boolean => false,
  firstVisit = true,
  queryClient = new QueryClient(),
}: VisitOptions = {}) {
  vi.resetModules();
  const early = await import('./early-player');
  const { create, made } = fakeCreate();
  const steps = chain();
  const started = early.startEarlyPlayer(queryClient, {
    firstVisit,
    win,
    head: steps.head,
    renderReleased,
    create,
  });
  return { started, made, steps, early };
}

/** The same, with the token and then `lineup` answered. */
async function startOnFirstVisit(lineup: Channel[], options: VisitOptions = {}) {
  const visit = await begin(options);
  visit.steps.giveToken('guest-token');
  visit.steps.answerLineup(lineup);
  return { ...visit, started: await visit.started };
}

describe('a first visit’s early player, fed by the chain’s own answers (issue 38)', () => {
  it('starts once the sign-in’s token and the line-up asked with it are in, with that token', async () => {
    const { started, made, steps, early } = await begin();
    await Promise.resolve();
    // The chain is still signing in: nothing asked, nothing created.
    expect(steps.endpoints.channels).not.toHaveBeenCalled();
    steps.giveToken('guest-token');
    for (let i = 0; i < 5; i++) await Promise.resolve();
    // The line-up is asked with the token; the player waits for its answer.
    expect(steps.endpoints.channels).toHaveBeenCalledTimes(1);
    expect(made).toHaveLength(0);
    steps.answerLineup([lineupChannel({ id: 3, slug: 'other' }), lineupChannel()]);
    await expect(started).resolves.toBe(true);
    expect(made).toHaveLength(1);
    expect(made[0]!.options.accessToken).toBe('guest-token');
    // No channel answer was held: the line-up's channel is handed to the player, which does not ask for it again.
    expect(made[0]!.player.loadChannel).toHaveBeenCalledWith(7, { channel: lineupChannel() });
    expect(early.hasEarlyPlayer({ ...match, token: 'guest-token' })).toBe(true);
  });

  it('starts none for a channel the viewer does not have, an unavailable one, or an adult one (the PIN)', async () => {
    for (const lineup of [
      [lineupChannel({ slug: 'another' })],
      [lineupChannel({ is_purchased: false })],
      [lineupChannel({ is_available: false })],
      [lineupChannel({ age: 18 })],
    ]) {
      const { started, made } = await startOnFirstVisit(lineup);
      expect(started).toBe(false);
      expect(made).toHaveLength(0);
    }
  });

  it('starts none on another page, an archive position, or once the viewer has moved on', async () => {
    for (const win of [
      at('/channels/all'),
      at('/watch/103'),
      at('/channels/all/onair-one', '?ts=1700000000'),
    ]) {
      const { started, made, steps } = await startOnFirstVisit([lineupChannel()], { win });
      expect(started).toBe(false);
      expect(made).toHaveLength(0);
      expect(steps.endpoints.channels).not.toHaveBeenCalled();
    }
    const moving = { location: { pathname: '/channels/all/onair-one', search: '' } } as unknown as Window;
    const { started, made, steps } = await begin({ win: moving });
    steps.giveToken('guest-token');
    moving.location.pathname = '/news';
    steps.answerLineup([lineupChannel()]);
    await expect(started).resolves.toBe(false);
    expect(made).toHaveLength(0);
  });

  it('starts none when the chain ended without a token', async () => {
    const { started, made, steps } = await begin();
    steps.giveToken(null);
    await expect(started).resolves.toBe(false);
    expect(made).toHaveLength(0);
    expect(steps.endpoints.channels).not.toHaveBeenCalled();
  });

  it('starts none once React’s render has been let go (the cap) on a first visit; a returning viewer’s still starts', async () => {
    const late = await startOnFirstVisit([lineupChannel()], { renderReleased: () => true });
    expect(late.started).toBe(false);
    expect(late.made).toHaveLength(0);
    const returning = await startOnFirstVisit([lineupChannel()], {
      renderReleased: () => true,
      firstVisit: false,
    });
    expect(returning.started).toBe(true);
    // An adult channel stays the page's gate's on a returning visit (an approval the viewer holds may pass it).
    const adult = await startOnFirstVisit([lineupChannel({ age: 18 })], { firstVisit: false });
    expect(adult.started).toBe(true);
  });
});

/** The channel's own answer, asked in the first wave by the address's slug (early-answers.ts); answered later. */
async function holdChannelAnswer(token: string) {
  const answers = await import('./early-answers');
  let answer: (response: Response) => void = () => undefined;
  const fetcher = (() => new Promise<Response>((resolve) => (answer = resolve))) as typeof fetch;
  answers.askEarly('channel', 'onair-one', {
    base: 'http://api.example/v2/',
    token,
    language: 'en',
    fetcher,
  });
  return {
    answer: (body: unknown, status = 200) => answer(new Response(JSON.stringify(body), { status })),
    answers,
  };
}

const settle = async () => {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('a first visit decides from the channel’s own answer (issue 38)', () => {
  it('starts from the channel answer without waiting for the line-up, and hands that channel to the player', async () => {
    const { started, made, steps } = await begin();
    const { answer } = await holdChannelAnswer('guest-token');
    steps.giveToken('guest-token');
    const channel = lineupChannel({ archived_days: 3, description: 'one' });
    answer(channel);
    await expect(started).resolves.toBe(true);
    // The line-up (62 KB) was never waited for.
    expect(steps.endpoints.channels).not.toHaveBeenCalled();
    expect(made).toHaveLength(1);
    expect(made[0]!.player.loadChannel).toHaveBeenCalledWith(7, { channel });
  });

  it('starts none where the answer says so: unavailable, not purchased, adult, a 4K channel the page does not list', async () => {
    for (const refused of [
      lineupChannel({ is_available: false }),
      lineupChannel({ is_purchased: false }),
      lineupChannel({ age: 18 }),
      lineupChannel({ tags: ['is_adult'] }),
      lineupChannel({ is_4k: true }),
    ]) {
      const { started, made, steps } = await begin();
      const { answer } = await holdChannelAnswer('guest-token');
      steps.giveToken('guest-token');
      answer(refused);
      await expect(started).resolves.toBe(false);
      expect(made).toHaveLength(0);
      // The answer decided: the line-up is not asked to overrule it.
      expect(steps.endpoints.channels).not.toHaveBeenCalled();
    }
  });

  it('falls back to the line-up where the channel answer failed, is not the channel, or fails its schema', async () => {
    for (const [body, status] of [
      [{ error: 'no slugs here' }, 404],
      [lineupChannel({ id: 9, slug: 'another' }), 200],
      [{ id: 'seven' }, 200],
    ] as const) {
      const { started, made, steps } = await begin();
      const { answer } = await holdChannelAnswer('guest-token');
      steps.giveToken('guest-token');
      answer(body, status);
      await settle();
      expect(steps.endpoints.channels).toHaveBeenCalledTimes(1);
      expect(made).toHaveLength(0);
      steps.answerLineup([lineupChannel()]);
      await expect(started).resolves.toBe(true);
      expect(made[0]!.player.loadChannel).toHaveBeenCalledWith(7, { channel: lineupChannel() });
    }
  });

  it('leaves the answer held for the page’s player (it may still need it)', async () => {
    const { started, steps } = await begin();
    const { answer, answers } = await holdChannelAnswer('guest-token');
    steps.giveToken('guest-token');
    answer(lineupChannel());
    await started;
    const taken = answers.takeEarly({ kind: 'channel', ref: 'onair-one', token: 'guest-token' });
    expect(await (await taken)?.json()).toEqual(lineupChannel());
  });
});

describe('a returning viewer’s early player plays the stored line-up’s channel, confirmed by the fresh answer', () => {
  /** A returning viewer: the page's line-up query holds the stored line-up (stored-lineup.ts) before the token. */
  async function returning(stored: Channel) {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['channels', 'stored-token'], [stored]);
    const visit = await begin({ firstVisit: false, queryClient });
    const held = await holdChannelAnswer('stored-token');
    visit.steps.giveToken('stored-token');
    const started = await visit.started;
    const own = { ...match, token: 'stored-token' };
    return { ...visit, ...held, started, own };
  }

  it('hands the stored channel to the player at once and hands the player over once the fresh answer agrees', async () => {
    const stored = lineupChannel({ archived_days: 3 });
    const { started, made, steps, answer, early, own } = await returning(stored);
    expect(started).toBe(true);
    expect(steps.endpoints.channels).not.toHaveBeenCalled();
    expect(made[0]!.player.loadChannel).toHaveBeenCalledWith(7, { channel: stored });
    // Not confirmed yet: not the page's to take.
    expect(early.hasEarlyPlayer(own)).toBe(false);
    // The fresh answer differs only in what the player does not read (the description, the current programme).
    answer({ ...stored, description: 'new words', current_schedule: { title: 'News' } });
    await settle();
    expect(early.hasEarlyPlayer(own)).toBe(true);
    expect(early.takeEarlyPlayer(own, vi.fn())?.player).toBe(made[0]!.player);
    expect(made[0]!.player.destroy).not.toHaveBeenCalled();
  });

  it('discards the player when the fresh answer plays differently (archive depth, purchase, adult, availability)', async () => {
    for (const change of [
      { archived_days: 7 },
      { available_archived_days: 1 },
      { is_purchased: false },
      { age: 18 },
      { is_available: false, access_error: 'Gone' },
      { stream_types: [{ type: 'dash' }] },
    ] as Partial<Channel>[]) {
      const stored = lineupChannel({ archived_days: 3 });
      const { made, answer, early, own } = await returning(stored);
      const box = made[0]!.options.container;
      answer({ ...stored, ...change });
      await settle();
      expect(made[0]!.player.destroy).toHaveBeenCalledTimes(1);
      expect(box.isConnected).toBe(false);
      // As for a changed token: the page creates its own player, which asks the fresh answers.
      expect(early.takeEarlyPlayer(own, vi.fn())).toBeNull();
      await expect(early.earlyPlayerShown()).resolves.toBeUndefined();
    }
  });

  it('is not handed over before the fresh answer has come: the page creates its own', async () => {
    const { made, early, own } = await returning(lineupChannel());
    expect(early.takeEarlyPlayer(own, vi.fn())).toBeNull();
    expect(made[0]!.player.destroy).toHaveBeenCalledTimes(1);
  });

  it('keeps the player when there is no fresh answer to confirm with (it failed)', async () => {
    const { made, answer, early, own } = await returning(lineupChannel());
    answer({ error: 'down' }, 503);
    await settle();
    expect(early.takeEarlyPlayer(own, vi.fn())?.player).toBe(made[0]!.player);
  });
});
