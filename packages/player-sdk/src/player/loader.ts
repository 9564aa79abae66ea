/**
 * Why: every way of starting playback (a bare `load`, `loadContent`, `loadChannel`, a programme boundary, the
 * next episode) goes the same path — one request at a time (a newer one supersedes the one in flight), the
 * features' `prepare` (resume, packshots, pre-roll), then the session. The session is warmed (probe, engine
 * chunk, manifest) as soon as the source is known, so the features' work overlaps those downloads. Errors the operator call carries as a
 * PlayerError land in the state; anything else is the caller's bug and is thrown.
 */
import type { Emitter } from 'mitt';
import type { PlayerError } from '../errors/catalogue';
import type { PlayerEvents, PlayerSource, PlayerState } from '../types/player';
import type { FeatureHooks } from './features/context';
import type { Session } from './session';

export interface LoaderDeps {
  signal: AbortSignal;
  session: Session;
  set(patch: Partial<PlayerState>): void;
  emitter: Emitter<PlayerEvents>;
  features: () => readonly FeatureHooks[];
}

export interface Loader {
  request(run: (signal: AbortSignal) => Promise<PlayerSource | null>): Promise<void>;
  load(source: PlayerSource): Promise<void>;
}

export function createLoader(deps: LoaderDeps): Loader {
  const { signal, set, emitter } = deps;
  let pending: AbortController | null = null;

  const supersede = (): AbortSignal => {
    pending?.abort();
    const request = new AbortController();
    pending = request;
    // Destroy aborts it too (AbortSignal.any is missing on older Safari).
    signal.addEventListener('abort', () => request.abort(), { once: true, signal: request.signal });
    return request.signal;
  };

  async function request(run: (signal: AbortSignal) => Promise<PlayerSource | null>): Promise<void> {
    if (signal.aborted) return;
    const requestSignal = supersede();
    set({ loading: true });
    let source: PlayerSource | null;
    try {
      source = await run(requestSignal);
    } catch (error) {
      if (requestSignal.aborted) return;
      set({ loading: false });
      const carried = (error as { playerError?: PlayerError }).playerError;
      if (!carried) throw error;
      set({ error: carried });
      emitter.emit('error', carried);
      return;
    }
    if (requestSignal.aborted || !source) return;
    // Packshots and a pre-roll may play first: the engine chunk and manifest download meanwhile.
    deps.session.warm(source, !deps.features().some((feature) => feature.holds?.(source)));
    let prepared = source;
    for (const feature of deps.features()) {
      if (feature.prepare) prepared = await feature.prepare(prepared, requestSignal);
      if (requestSignal.aborted) return;
    }
    await deps.session.load(prepared);
  }

  return {
    request,
    load(source) {
      if (signal.aborted) return Promise.resolve();
      if (!source || typeof source !== 'object' || !source.stream || typeof source.stream !== 'object') {
        pending?.abort();
        return Promise.reject(new TypeError('load() needs a source with a stream response'));
      }
      return request(async () => source);
    },
  };
}
