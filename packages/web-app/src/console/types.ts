/**
 * The /qoe/v1 answers the console reads. The backend's contract defines them (demo-backend
 * src/qoe/contract.ts: the routes' schemas, from which the OpenAPI document is generated); the console imports
 * its types only, so a field renamed there fails this package's typecheck and nothing of the backend ships.
 */
import type { FilterDim } from '@onair/demo-backend/qoe-contract';

export type {
  BreakdownAnswer,
  DimensionsAnswer,
  ErrorsAnswer,
  MetricName,
  Metrics,
  OverviewAnswer as Overview,
  RangeName,
  Row,
  SeriesAnswer,
  WorstAnswer,
} from '@onair/demo-backend/qoe-contract';

export type Dim = FilterDim;
/** The breakdown's dimensions, in the backend's order (every one of them: the check below fails otherwise). */
export const DIMS = [
  'channel',
  'content',
  'engine',
  'browser',
  'device',
  'provider',
] as const satisfies readonly Dim[];
type Missing = Exclude<Dim, (typeof DIMS)[number]>;
const everyDim: [Missing] extends [never] ? true : Missing = true;
void everyDim;

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
