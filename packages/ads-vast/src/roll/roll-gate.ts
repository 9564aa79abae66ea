/**
 * What every roll runner (ours over VAST and the IMA adapter) guarantees around
 * a roll, in one place so the two cannot drift apart: one roll at a time, none
 * after destroy or while the §4 cool-down runs, the cool-down marked when a roll
 * fails entirely, and a run that never rejects, because the content must start.
 */
import { isCoolingDown, rollFailedEntirely } from './cooldown';
import type { AdBreakStore } from './state-store';
import type { RollRequest, RollSummary } from './types';

export interface RollGateOptions {
  store: AdBreakStore;
  now: () => number;
  cooldownMs?: number;
  /** A bug inside the roll, which ends it as 900 ("undefined error"). */
  onUnexpectedError?: (error: unknown) => void;
  /** After every run, however it ended, before the ad break state goes idle. */
  onSettled?: () => void;
}

export type RunRoll = (request: RollRequest, signal: AbortSignal) => Promise<RollSummary>;

export interface RollGate {
  run(request: RollRequest, runRoll: RunRoll): Promise<RollSummary>;
  /** How a roll that reached its end turned out: aborted, failed entirely (cool-down starts) or completed. */
  finish(summary: RollSummary, signal: AbortSignal): RollSummary;
  abort(): void;
  /** Aborts the running roll and drops the state listeners; idempotent. */
  destroy(): void;
}

export function createRollGate(options: RollGateOptions): RollGate {
  let lastFailureAt: number | undefined;
  let running: AbortController | undefined;
  let destroyed = false;
  return {
    async run(request, runRoll) {
      const base = { roll: request.roll, played: 0, failed: [] };
      if (destroyed) return { ...base, outcome: 'aborted' };
      if (running) return { ...base, outcome: 'busy' };
      if (request.tags.length === 0) return { ...base, outcome: 'empty' };
      if (isCoolingDown(lastFailureAt, options.now(), options.cooldownMs))
        return { ...base, outcome: 'cooldown' };
      const controller = new AbortController();
      running = controller;
      options.store.set({ roll: request.roll, active: true, adIndex: 0, adCount: 0 });
      try {
        return await runRoll(request, controller.signal);
      } catch (error) {
        try {
          options.onUnexpectedError?.(error);
        } catch {
          // Nothing more to do: the summary still reports the failure.
        }
        return { ...base, outcome: 'failed', failed: [900] };
      } finally {
        running = undefined;
        options.onSettled?.();
        options.store.reset();
      }
    },
    finish(summary, signal) {
      if (signal.aborted) summary.outcome = 'aborted';
      else if (rollFailedEntirely(summary)) {
        summary.outcome = 'failed';
        lastFailureAt = options.now();
      }
      return summary;
    },
    abort: () => running?.abort(),
    destroy() {
      if (destroyed) return;
      destroyed = true;
      running?.abort();
      options.store.clear();
    },
  };
}
