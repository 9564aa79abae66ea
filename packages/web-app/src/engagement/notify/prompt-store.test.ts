import { describe, expect, it } from 'vitest';
import type { KeyValueStore } from '../../session/storage';
import {
  closedInVisit,
  closedTimes,
  noteSurveyAnswered,
  noteUnsubscribed,
  storeClosed,
  storeClosedInVisit,
  surveyState,
} from './prompt-store';

const memory = (): KeyValueStore => {
  const map = new Map<string, string>();
  return {
    get: (k) => map.get(k) ?? null,
    set: (k, v) => void map.set(k, v),
    remove: (k) => void map.delete(k),
  };
};

describe('prompt memory', () => {
  it('keeps each kind’s close time and ignores what it does not know', () => {
    const store = memory();
    storeClosed('register', 10, store);
    storeClosed('permission', 20, store);
    expect(closedTimes(store)).toEqual({ register: 10, permission: 20 });
    store.set('onair.prompts.closed', '{"register":"x","nope":3}');
    expect(closedTimes(store)).toEqual({});
    store.set('onair.prompts.closed', 'not json');
    expect(closedTimes(store)).toEqual({});
  });

  it('asks the survey after a cancellation until it is answered', () => {
    const store = memory();
    expect(surveyState(store)).toEqual({ unsubscribed: false, answered: false });
    noteUnsubscribed(store);
    expect(surveyState(store)).toEqual({ unsubscribed: true, answered: false });
    noteSurveyAnswered(store);
    expect(surveyState(store)).toEqual({ unsubscribed: false, answered: true });
  });
});

describe('prompts closed in this visit', () => {
  it('adds each closed kind and ignores unknown ones', () => {
    const store = memory();
    storeClosedInVisit('email', store);
    storeClosedInVisit('permission', store);
    expect([...closedInVisit(store)]).toEqual(['email', 'permission']);
    store.set('onair.prompts.visit', '["nope","install"]');
    expect([...closedInVisit(store)]).toEqual(['install']);
    store.set('onair.prompts.visit', '{');
    expect(closedInVisit(store).size).toBe(0);
  });
});
