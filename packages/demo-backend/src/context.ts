// What every route module receives: the prepared media, the seeded catalogue, the database and the
// stores over it.
import type { PasswordHasher } from './accounts/passwords';
import type { Catalogue } from './catalogue/types';
import type { Database } from './db/database';
import type { MediaLibrary } from './media-server/index';
import type { MediaSigner } from './media-server/signing';
import type { OperatorProfile } from './operators/profile';
import type { ParentalGuard } from './parental/approval-guard';
import type { QoeIngest } from './qoe/ingest';
import type { WatchHistory } from './session/history';
import type { SessionStore } from './session/store';
import type { StatSink } from './sink/stat-sink';

export interface ApiContext {
  media: MediaLibrary;
  catalogue: Catalogue;
  /** Which operator this backend plays: OnAir, or the second demo operator (operators/profile.ts). */
  operator: OperatorProfile;
  /** Users, devices, tokens, favourites, history (src/db). */
  db: Database;
  sessions: SessionStore;
  /** Hashes and checks viewers' passwords at the configured scrypt cost. */
  passwords: PasswordHasher;
  history: WatchHistory;
  sink: StatSink;
  /** Parental approvals: issued by the PIN check, required by the changes parental control holds back. */
  parental: ParentalGuard;
  /** The stat pings' way into SQL for the QoE console (src/qoe). */
  qoe: QoeIngest;
  /** Wall clock in ms; tests inject a fake one. */
  now: () => number;
  /** Overrides the request's origin when building absolute URLs. */
  publicOrigin?: string;
  /**
   * The app's own origins (the web app, the examples), read per request: the pages that may read credentialed
   * answers (CORS), be returned to from the hosted payment page, and frame it.
   */
  appOrigins: () => readonly string[];
  /** Signs the media URLs of paid and 18+ items (and the vitrina page of such a channel); the media routes verify. */
  edge: MediaSigner;
}
