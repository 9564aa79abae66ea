/**
 * Why lazy: the §3 error diagnostics are built with the product's redaction rules (@onair/redaction, ~1.3 KB
 * gzip), which only an error needs, so they are a chunk of their own, asked for when the player is made: by the
 * first error they are there. An error that comes sooner gets its diagnostics when they arrive, unless the panel
 * has been cleared or the player destroyed meanwhile. Nothing unredacted is ever put in state.
 */
import type { PlayerError } from '../errors/catalogue';
import type { DiagnosticsInput } from '../errors/diagnostics';
import type { RedactionOptions } from '../errors/redact';
import type { Session } from '../player/session';
import type { PlayerState } from '../types/player';

export interface DiagnosticsDeps {
  video: HTMLVideoElement;
  session: Session;
  signal: AbortSignal;
  set: (patch: Partial<PlayerState>) => void;
  now: () => number;
  /** The recovery counters as they are now, named as in §3. */
  counters: () => DiagnosticsInput['counters'];
  redaction?: RedactionOptions;
}

export interface DiagnosticsPublisher {
  publish(error: PlayerError | null): void;
  /** The panel was cleared: diagnostics still on their way for it are dropped. */
  clear(): void;
}

export function createDiagnosticsPublisher(deps: DiagnosticsDeps): DiagnosticsPublisher {
  type DiagnosticsRules = typeof import('../errors/diagnostics');
  let rules: DiagnosticsRules | null = null;
  const rulesLoaded = import('../errors/diagnostics').then((loaded) => {
    rules = loaded;
    return loaded;
  });
  rulesLoaded.catch(() => undefined);
  let panel = 0;

  function input(error: PlayerError | null): DiagnosticsInput {
    const { video, session } = deps;
    const source = session.source();
    const plan = session.plan();
    return {
      error,
      hasVideoElement: video.isConnected,
      streamType: plan ? `${plan.engine}/${plan.protocol}` : 'none',
      url: plan?.url,
      position: video.currentTime,
      ...(source?.contentId !== undefined ? { contentId: source.contentId } : {}),
      ...(source?.channelId !== undefined ? { channelId: source.channelId } : {}),
      ...(source?.libraryId !== undefined ? { libraryId: source.libraryId } : {}),
      now: deps.now,
      userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
      counters: deps.counters(),
      ...(deps.redaction ? { redaction: deps.redaction } : {}),
    };
  }

  return {
    publish(error) {
      const facts = input(error);
      if (rules) {
        deps.set({ diagnostics: rules.buildDiagnostics(facts) });
        return;
      }
      const asked = panel;
      rulesLoaded.then(
        (loaded) => {
          if (!deps.signal.aborted && asked === panel)
            deps.set({ diagnostics: loaded.buildDiagnostics(facts) });
        },
        () => undefined,
      );
    },
    clear() {
      panel += 1;
    },
  };
}
