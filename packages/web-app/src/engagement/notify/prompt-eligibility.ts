/**
 * Which notification prompts apply to this viewer (001 §2, §5, §9), from plain facts the host gathers:
 * - survey_unsubscribe: a signed-in viewer who cancelled a subscription and has not answered survey 1;
 * - email: a signed-in viewer with no e-mail;
 * - register: a guest on a channel page for 5000 ms when the operator gives promo days (§5, §4);
 * - install: the browser offered installation (Chromium-family), on a desktop, not standalone, not in a
 *   web view or the messenger mini-app (§5); the partners' install kinds are the same offer under their
 *   own delays, freedommedia's 120 s after start (§9);
 * - permission: the browser can still ask for notifications and the viewer has a session, and the visit
 *   is 10 s old. The delay is ours, not the spec's: the spec hides this prompt after the first page
 *   (001 §4) but names no moment on it, and at 375 px a prompt that greets a first visit covers the
 *   start page's first row before the viewer has seen it.
 * freedommedia_promo and galam_poll2 belong to partners whose content the demo does not have, and
 * survey_rate renders nothing, so none of them applies here.
 */
import type { PromptKind } from './prompt-policy';

export const REGISTER_AFTER_MS = 5000;
export const FREEDOMMEDIA_INSTALL_AFTER_MS = 120_000;
export const PERMISSION_AFTER_MS = 10_000;

export interface ViewerFacts {
  signedIn: boolean;
  guest: boolean;
  hasEmail: boolean;
  promoDays: number;
  /** How long the current channel page has been open (null: not on one). */
  onChannelMs: number | null;
  sinceStartMs: number;
  installOffered: boolean;
  desktop: boolean;
  standalone: boolean;
  webView: boolean;
  miniApp: boolean;
  partner: string | null;
  permission: NotificationPermission | 'unsupported';
  unsubscribed: boolean;
  surveyAnswered: boolean;
}

export function eligiblePrompts(v: ViewerFacts): Set<PromptKind> {
  const kinds = new Set<PromptKind>();
  if (v.signedIn && v.unsubscribed && !v.surveyAnswered) kinds.add('survey_unsubscribe');
  if (v.signedIn && !v.hasEmail) kinds.add('email');
  if (v.guest && v.promoDays > 0 && (v.onChannelMs ?? 0) >= REGISTER_AFTER_MS) kinds.add('register');
  const canInstall = v.installOffered && v.desktop && !v.standalone && !v.webView && !v.miniApp;
  if (canInstall) {
    if (v.partner === 'almatv') kinds.add('almatv_install');
    else if (v.partner === 'freedommedia') {
      if (v.sinceStartMs >= FREEDOMMEDIA_INSTALL_AFTER_MS) kinds.add('freedommedia_install');
    } else kinds.add('install');
  }
  const settled = v.sinceStartMs >= PERMISSION_AFTER_MS;
  if (v.permission === 'default' && (v.signedIn || v.guest) && !v.webView && settled) kinds.add('permission');
  return kinds;
}
