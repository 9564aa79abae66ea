/**
 * 000 §2 Routes: "/ redirects to /welcome on the welcome entry". The welcome entry is a deployment that
 * starts at the welcome screen (the runtime config's `entry: 'welcome'`, written into /config.js by the
 * operator's server). Only a first visitor is sent: once they skipped or signed in from /welcome, and
 * for any signed-in viewer, / is the home page.
 */
import { guardedStore, type KeyValueStore } from '../session/storage';

const WELCOMED = 'onair.welcomed';

export interface WelcomeFacts {
  entry: string | null | undefined;
  welcomed: boolean;
  signedIn: boolean;
  pathname: string;
}

export function sendsToWelcome(f: WelcomeFacts): boolean {
  return f.entry === 'welcome' && f.pathname === '/' && !f.welcomed && !f.signedIn;
}

export function wasWelcomed(store: KeyValueStore = guardedStore('localStorage')): boolean {
  return store.get(WELCOMED) !== null;
}

/** The visitor chose on /welcome (skip or sign in): / is home from now on. */
export function markWelcomed(store: KeyValueStore = guardedStore('localStorage')): void {
  store.set(WELCOMED, '1');
}
