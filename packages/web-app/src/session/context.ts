/**
 * The app-wide session the screens read: where the API is, who the viewer is, what the operator
 * configured, and the few actions every screen may need (message modal, auth modal, re-authorise).
 */
import { createContext, useContext } from 'react';
import type { Endpoints } from '../api/endpoints';
import type { ApiClient } from '../api/http';
import type { Configuration, Network, SignInGrant, User } from '../api/schemas';
import type { StartupParams } from './query-params';

export type SessionStatus = 'starting' | 'ready' | 'auth-only' | 'region-blocked' | 'failed' | 'unconfigured';

export interface RegionBlock {
  message: string;
  country: string | null;
  ip: string | null;
}

export interface Message {
  title: string;
  text: string;
  /** A follow-up link shown as the confirm button (e.g. watch_tv to the last channel). */
  action?: { label: string; to: string };
}

export interface SessionValue {
  status: SessionStatus;
  apiBase: string | null;
  api: ApiClient | null;
  endpoints: Endpoints | null;
  token: string | null;
  user: User | null;
  network: Network | null;
  configuration: Configuration | null;
  /** Changes when the player must start again: fresh start-up answers outdated its stream (issue 38). */
  playerEpoch: number;
  params: StartupParams;
  language: string;
  regionBlock: RegionBlock | null;
  error: string | null;
  /** 000 §8: the start failed in the provider's auto-auth: the retry modal with the support phone. */
  autoAuthFailure?: { supportPhone: string | null } | null;
  isGuest: boolean;
  childProfile: boolean;
  message: Message | null;
  showMessage(message: Message): void;
  /** 000 §4 Token: start over (used after a token error or from the failure screen). */
  restart(): void;
  /** Reads the viewer again (after a PIN or profile change) so parental_status and the profile are current. */
  reloadUser(): Promise<void>;
  setLanguage(language: string): void;
  /**
   * 000 §4 Session: the grant of a sign-in becomes this browser's session (and every tab's); `serial` is
   * the new device id the sign-in sent, kept as this browser's from now on.
   */
  signIn(grant: SignInGrant, serial: string): Promise<void>;
  /** 000 §4 Session logout: back to a guest, or auth-only mode when the provider allows no guests. */
  signOut(): Promise<void>;
  /**
   * Asks the viewer to sign in, keeping what they were doing (000 §4 After-login redirects): 'page' comes
   * back to `to` (default: here), 'buy' comes back and restarts the purchase, 'modal' reopens `modal`.
   */
  askSignIn(intent?: { kind: 'page' | 'buy' | 'modal'; to?: string; modal?: string }): void;
}

export const SessionContext = createContext<SessionValue | null>(null);

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
