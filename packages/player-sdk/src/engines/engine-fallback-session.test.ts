// The fallback as the player performs it (player/session.ts): a scripted hls.js that fails before its first
// frame makes the player try shaka on the same stream once, quietly; a second failure is the §8 error naming
// both engines; a failure after the first frame goes to §4 recovery on the same engine.
import { describe, expect, it, vi } from 'vitest';
import { chromiumCapabilities, playerDomPerTest } from '../../test/fixtures';
import { type ScriptedEngine, scriptedFactory } from '../../test/scripted-engine';
import { playerError } from '../errors/codes';
import { createPlayer } from '../player/create-player';
import { createMemoryStorage } from '../storage/storage';
import type { PlayerSource } from '../types/player';

const source: PlayerSource = { kind: 'content', contentId: 7, stream: { hls: 'http://cdn/film/index.m3u8' } };
const parseError = playerError('source.level_parsing', true, {
  engine: 'hls',
  details: 'Missing Target Duration',
});
const container = playerDomPerTest();

function setup() {
  const scripted = scriptedFactory();
  const player = createPlayer({
    container: container(),
    storage: createMemoryStorage(),
    engineFactory: scripted.factory,
    probeCapabilities: async () => chromiumCapabilities({ nativeHls: false }),
    connectivityBaseUrl: 'http://backend',
  });
  const events = { errors: [] as string[], sources: 0, reasons: [] as string[] };
  player.on('error', (e) => events.errors.push(e.code));
  player.on('sourcechange', () => events.sources++);
  player.on('loadedsource', ({ plan }) => events.reasons.push(plan.reason));
  return { player, engines: scripted.engines as ScriptedEngine[], events };
}

describe('engine fallback in the player', () => {
  it('hls.js failing before the first frame: shaka gets the same stream once, and no error is shown', async () => {
    const { player, engines, events } = setup();
    await player.load(source);
    expect(engines.map((e) => e.name)).toEqual(['hls']);
    engines[0]!.context.callbacks.error(parseError);
    await vi.waitFor(() => expect(engines.map((e) => e.name)).toEqual(['hls', 'shaka']));
    await vi.waitFor(() => expect(player.getState().engine).toBe('shaka'));
    expect(engines[0]!.destroyed).toBe(true);
    expect(engines[1]!.plan).toMatchObject({
      engine: 'shaka',
      protocol: 'hls',
      url: 'http://cdn/film/index.m3u8',
    });
    expect(events.reasons.at(-1)).toMatch(
      /hls\.js failed before the first frame \(source\.level_parsing: Missing Target Duration\); retried with shaka$/,
    );
    expect(player.getState().error).toBeNull();
    expect(events.errors).toEqual([]);
    expect(events.sources).toBe(1);
  });

  it('both engines failing: the §8 error names each engine tried and why, and no third attempt is made', async () => {
    const { player, engines, events } = setup();
    await player.load(source);
    engines[0]!.context.callbacks.error(parseError);
    await vi.waitFor(() => expect(engines).toHaveLength(2));
    engines[1]!.context.callbacks.error(
      playerError('source.manifest_parsing', true, {
        engine: 'shaka',
        engineCode: 4000,
        details: 'shaka 4000',
      }),
    );
    await vi.waitFor(() => expect(events.errors).toEqual(['source.manifest_parsing']));
    expect(engines).toHaveLength(2);
    const state = player.getState();
    expect(state.error?.details).toBe(
      'engines tried — hls.js: source.level_parsing (Missing Target Duration); shaka: source.manifest_parsing (shaka 4000)',
    );
    await vi.waitFor(() =>
      expect(player.getState().diagnostics?.details).toContain('hls.js: source.level_parsing'),
    );
    expect(player.getState().diagnostics?.streamType).toBe('shaka/hls');
  });

  it('network failures go straight to §4/§8 on the chosen engine (the other would get the same answer)', async () => {
    const { player, engines, events } = setup();
    await player.load(source);
    engines[0]!.context.callbacks.error(playerError('network.manifest_load', true, { httpStatus: 404 }));
    await vi.waitFor(() => expect(events.errors).toEqual(['network.manifest_load']));
    expect(engines).toHaveLength(1);
  });

  it('after the first frame the engine stays and §4 recovery answers', async () => {
    const { player, engines } = setup();
    await player.load(source);
    player.video?.dispatchEvent(new Event('loadeddata'));
    engines[0]!.context.callbacks.error(playerError('media.fragment_parsing', true, { engine: 'hls' }));
    await vi.waitFor(() => expect(engines[0]!.calls).toContain('recoverMediaError'));
    expect(engines).toHaveLength(1);
  });
});
