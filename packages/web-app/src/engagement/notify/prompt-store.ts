/**
 * What the prompts remember between visits (001 §4 "close time stored"): each kind's close time, that
 * the viewer cancelled a subscription (survey_unsubscribe asks why) and that survey 1 was answered.
 * Through the session's guarded store: private mode or a full quota only forgets.
 */
import { browserStore, type KeyValueStore } from '../../session/storage';
import { PROMPT_KINDS, type PromptKind } from './prompt-policy';

const CLOSED = 'onair.prompts.closed';
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
