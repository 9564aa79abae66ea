/**
 * A scripted Engine for unit tests of the runtime: it records what the player asked and lets a test raise
 * errors, tracks and level switches as a real engine would. Real playback is covered by the browser tests.
 */
import type { Engine, EngineContext, EngineFactory, EngineName } from '../src/engines/engine';
import type { PlaybackPlan } from '../src/selection/select-playback';
import type { AudioTrack, QualityLevel, SubtitleTrack } from '../src/tracks/tracks';

export interface ScriptedEngine extends Engine {
  readonly context: EngineContext;
  readonly calls: string[];
  plan: PlaybackPlan | null;
  startPosition: number | undefined;
  destroyed: boolean;
  levelList: QualityLevel[];
  audioList: AudioTrack[];
  subtitleList: SubtitleTrack[];
  level: number | null;
}

export function scriptedEngine(name: EngineName, context: EngineContext): ScriptedEngine {
  const engine: ScriptedEngine = {
    name,
    context,
    calls: [],
    plan: null,
    startPosition: undefined,
    destroyed: false,
    levelList: [],
    audioList: [],
    subtitleList: [],
    level: null,
    attach(_video, signal) {
      engine.calls.push('attach');
      signal.addEventListener('abort', () => void engine.destroy(), { once: true });
    },
    async load(plan, startPosition) {
      engine.calls.push(`load ${plan.url}`);
      engine.plan = plan;
      engine.startPosition = startPosition;
    },
    levels: () => engine.levelList,
    currentLevel: () => engine.level,
    setLevel(level) {
      engine.calls.push(`setLevel ${level}`);
    },
    audioTracks: () => engine.audioList,
    selectAudioTrack(id) {
      engine.calls.push(`audio ${id}`);
      engine.audioList = engine.audioList.map((t) => ({ ...t, enabled: t.id === id }));
    },
    subtitleTracks: () => engine.subtitleList,
    selectSubtitleTrack(id) {
      engine.calls.push(`subtitle ${id}`);
      engine.subtitleList = engine.subtitleList.map((t) => ({ ...t, enabled: t.id === id }));
    },
    recoverMediaError() {
      engine.calls.push('recoverMediaError');
    },
    restartLoad() {
      engine.calls.push('restartLoad');
    },
    async destroy() {
      if (!engine.destroyed) engine.calls.push('destroy');
      engine.destroyed = true;
    },
  };
  return engine;
}

export function scriptedFactory(): { factory: EngineFactory; engines: ScriptedEngine[] } {
  const engines: ScriptedEngine[] = [];
  return {
    engines,
    factory: async (name, context) => {
      const engine = scriptedEngine(name, context);
      engines.push(engine);
      return engine;
    },
  };
}
