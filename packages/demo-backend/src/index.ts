// Public API of @onair/demo-backend: build the app (tests, npm start) and read what it recorded.
export type { AdInfo, AdItem } from './api/ad-info';
export { AD_TAGS, type AdTag } from './api/knobs';
export {
  type ApiOptions,
  type CreateAppOptions,
  createApi,
  createApp,
  createAppOver,
  type DemoBackend,
} from './app';
export type { Catalogue } from './catalogue/types';
export { parseCliArgs } from './cli-args';
export {
  chooseDatabase,
  type Database,
  type DatabaseConfig,
  DEFAULT_DATA_DIR,
  DEMO_USERS,
  databaseFlagsOf,
} from './db/index';
export { parseOriginList } from './http/cors';
export type { ErrorBody } from './http/errors';
export { CLEARKEY_KEY_HEX, CLEARKEY_KID_HEX, type MediaLibrary, mediaPaths } from './media-server/index';
export {
  FESTIVE_CHANNEL_ID,
  isOperatorKey,
  NEW_YEAR_ROW_IDS,
  OPERATOR_KEYS,
  type OperatorKey,
  type OperatorProfile,
  operatorProfile,
} from './operators/profile';
export { DEFAULT_CACHE_DIR, DEFAULT_MEDIA_ROOT } from './paths';
export { DEMO_OPERATOR } from './qoe/operators';
export { type SinkCall, type SinkKind, StatSink } from './sink/stat-sink';
