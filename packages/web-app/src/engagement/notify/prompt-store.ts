/**
 * What the prompts remember between visits (001 §4 "close time stored"): each kind's close time, that
 * the viewer cancelled a subscription (survey_unsubscribe asks why) and that survey 1 was answered.
 * Through the session's guarded store: private mode or a full quota only forgets.
 */
import { browserStore, guardedStore, type KeyValueStore } from '../../session/storage';
import { PROMPT_KINDS, type PromptKind } from './prompt-policy';

const CLOSED = 'onair.prompts.closed';
/** Kinds closed in this tab's visit (sessionStorage): a reload does not bring back what was just closed. */
export const CLOSED_IN_VISIT = 'onair.prompts.visit';
const UNSUBSCRIBED = 'onair.survey.unsubscribed';
const ANSWERED = 'onair.survey.answered';

export function closedTimes(store: KeyValueStore = browserStore()): Partial<Record<PromptKind, number>> {
  try {
    const raw = JSON.parse(store.get(CLOSED) ?? '{}') as Record<string, unknown>;
    const times: Partial<Record<PromptKind, number>> = {};
    for (const kind of PROMPT_KINDS) {
      const at = raw[kind];
      if (typeof at === 'number' && Number.isFinite(at)) times[kind] = at;
    }
    return times;
  } catch {
    return {};
  }
}

export function storeClosed(kind: PromptKind, at: number, store: KeyValueStore = browserStore()): void {
  store.set(CLOSED, JSON.stringify({ ...closedTimes(store), [kind]: at }));
}

/** Called by the subscription screen when the viewer cancels: the next page asks why. */
export function noteUnsubscribed(store: KeyValueStore = browserStore()): void {
  store.set(UNSUBSCRIBED, '1');
  store.remove(ANSWERED);
}

export function surveyState(store: KeyValueStore = browserStore()) {
  return { unsubscribed: store.get(UNSUBSCRIBED) === '1', answered: store.get(ANSWERED) === '1' };
}

export function noteSurveyAnswered(store: KeyValueStore = browserStore()): void {
  store.set(ANSWERED, '1');
  store.remove(UNSUBSCRIBED);
}

/** This tab's storage, guarded like the session's: unavailable storage only forgets. */
export function tabStore(): KeyValueStore {
  return guardedStore('sessionStorage');
}

export function closedInVisit(store: KeyValueStore = tabStore()): Set<PromptKind> {
  try {
    const raw = JSON.parse(store.get(CLOSED_IN_VISIT) ?? '[]') as unknown;
    const known = new Set<string>(PROMPT_KINDS);
    return new Set(Array.isArray(raw) ? (raw.filter((k) => known.has(String(k))) as PromptKind[]) : []);
  } catch {
    return new Set();
  }
}

export function storeClosedInVisit(kind: PromptKind, store: KeyValueStore = tabStore()): void {
  store.set(CLOSED_IN_VISIT, JSON.stringify([...closedInVisit(store), kind]));
}
