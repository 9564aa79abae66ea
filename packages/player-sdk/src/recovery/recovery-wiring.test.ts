import mitt from 'mitt';
import { playerError } from '../errors/catalogue';
import type { Session } from '../player/session';
import type { PlayerEvents, PlayerState } from '../types/player';
import { wireRecovery } from './recovery-wiring';

// The diagnostics are built by a chunk the wiring asks for when it is made (the redaction rules stay out of the
// core): an error that comes before the chunk still gets its diagnostics, redacted, once it arrives; one whose
// panel was cleared meanwhile, or whose player was destroyed, gets none.
function setup() {
  let state = { error: null, errorMessageKey: null, diagnostics: null } as unknown as PlayerState;
  const session = {
    source: () => ({ kind: 'live', channelId: 7 }),
    plan: () => ({ engine: 'hls', protocol: 'hls', url: 'https://cdn.tv/live.m3u8?access_token=S3CR3T' }),
    destroyStream: () => undefined,
    engine: () => null,
    reload: async () => undefined,
  } as unknown as Session;
  const controller = new AbortController();
  const video = document.body.appendChild(document.createElement('video'));
  controller.signal.addEventListener('abort', () => video.remove());
  const wiring = wireRecovery({
    video,
    session,
    signal: controller.signal,
    get: () => state,
    set: (patch) => {
      state = { ...state, ...patch };
    },
    emitter: mitt<PlayerEvents>(),
    now: () => 1_700_000_000_000,
    setInterval: () => 0,
    clearInterval: () => undefined,
  });
  return { wiring, controller, state: () => state };
}

const fatal = playerError('network.manifest_load', true, { httpStatus: 403 });

describe('wireRecovery: diagnostics', () => {
  it('publishes an early error’s diagnostics when the rules arrive, redacted', async () => {
    const { wiring, state, controller } = setup();
    wiring.streamError(fatal);
    expect(state().error).toBe(fatal);
    await vi.waitFor(() => expect(state().diagnostics).toMatchObject({ code: 403, channelId: 7 }));
    expect(state().diagnostics?.url).toBe('https://cdn.tv/live.m3u8?access_token=***');
    controller.abort();
  });

  it('drops diagnostics that arrive after the panel was cleared or the player destroyed', async () => {
    const cleared = setup();
    cleared.wiring.streamError(fatal);
    cleared.wiring.reset();
    const destroyed = setup();
    destroyed.wiring.streamError(fatal);
    destroyed.controller.abort();
    // A third wiring's error published after both has had the chunk arrive: the others' turns are over too.
    const witness = setup();
    witness.wiring.streamError(fatal);
    await vi.waitFor(() => expect(witness.state().diagnostics).not.toBeNull());
    expect(cleared.state().diagnostics).toBeNull();
    expect(destroyed.state().diagnostics).toBeNull();
    for (const wired of [cleared, witness]) wired.controller.abort();
  });
});
