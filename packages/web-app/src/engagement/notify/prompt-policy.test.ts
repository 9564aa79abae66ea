import { describe, expect, it } from 'vitest';
import { currentPrompt, type PromptFacts, type PromptKind } from './prompt-policy';

const facts = (kinds: PromptKind[], over: Partial<PromptFacts> = {}): PromptFacts => ({
  now: 1_000_000_000,
  eligible: new Set(kinds),
  closedAt: {},
  closedThisVisit: new Set(),
  modalOpen: false,
  steps: 1,
  ...over,
});

describe('notification prompts (001 §2, §4, §9)', () => {
  it('shows one at a time, by priority', () => {
    expect(currentPrompt(facts(['permission', 'email', 'survey_unsubscribe']))).toBe('survey_unsubscribe');
    expect(currentPrompt(facts(['permission', 'install']))).toBe('install');
    expect(currentPrompt(facts([]))).toBeNull();
  });

  it('never shows over an open modal', () => {
    expect(currentPrompt(facts(['email'], { modalOpen: true }))).toBeNull();
  });

  it('keeps a closed prompt away for its reopen delay', () => {
    const now = 1_000_000_000;
    const register = (closed: number) =>
      currentPrompt(facts(['register'], { closedAt: { register: closed } }));
    expect(register(now - 28_799_000)).toBeNull();
    expect(register(now - 28_800_000)).toBe('register');
    const permission = (closed: number) =>
      currentPrompt(facts(['permission'], { closedAt: { permission: closed } }));
    expect(permission(now - 1_209_599_000)).toBeNull();
    expect(permission(now - 1_209_600_000)).toBe('permission');
    expect(currentPrompt(facts(['almatv_install'], { closedAt: { almatv_install: now - 1000 } }))).toBeNull();
    // Others: delay 0, but not again in the visit it was closed in.
    expect(currentPrompt(facts(['email'], { closedAt: { email: now - 1 } }))).toBe('email');
    expect(currentPrompt(facts(['email', 'install'], { closedThisVisit: new Set(['email']) }))).toBe(
      'install',
    );
  });

  it('hides the permission prompt after more than one navigation step; survey_rate renders nothing', () => {
    expect(currentPrompt(facts(['permission'], { steps: 2 }))).toBeNull();
    expect(currentPrompt(facts(['survey_rate']))).toBeNull();
  });
});
