// Types for zap-pause.mjs, so the TypeScript perf test pauses exactly as the bench does.
export declare function zapPauseMs(i: number): number;
