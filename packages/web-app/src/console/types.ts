/** The /qoe/v1 answers the console reads (the backend's contract: packages/demo-backend/src/qoe/routes.ts). */
export interface Metrics {
  views: number;
  plays: number;
  failures: number;
  failureRate: number | null;
  exits: number;
  exitRate: number | null;
  startupP50: number | null;
  startupP95: number | null;
  watchedMs: number;
  rebufferRatio: number | null;
  rebufferFrequency: number | null;
  avgBitrate: number | null;
  topBitrate: number | null;
  errors: number;
  viewers: number;
  adRequests: number;
  adFills: number;
  adFillRate: number | null;
  adStarts: number;
  adCompletes: number;
  adCompletionRate: number | null;
  adErrors: number;
}
export type RangeName = 'hour' | 'day' | 'week';
export interface Overview {
  range: { name: RangeName; from: number; to: number; step: number };
  totals: Metrics;
  series: { at: number; metrics: Metrics }[];
}
export interface Row {
  value: string;
  label: string;
  metrics: Metrics;
}
export const DIMS = ['channel', 'content', 'engine', 'browser', 'device', 'provider'] as const;
export type Dim = (typeof DIMS)[number];
export interface ErrorCount {
  source: string;
  code: string;
  errorType: string;
  count: number;
}
export interface ViewSummary {
  viewId: string;
  userId: number | null;
  kind: string;
  channel: string;
  content: string;
  channelLabel: string;
  contentLabel: string;
  engine: string;
  browser: string;
  device: string;
  firstAt: number;
  lastAt: number;
  startupMs: number | null;
  failed: boolean;
  exited: boolean;
  rebufferCount: number;
  rebufferMs: number;
  bitrateMax: number;
  errors: number;
}
export interface TimelineEntry {
  type: string;
  at: number;
  seq: number | null;
  [key: string]: unknown;
}
