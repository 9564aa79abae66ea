/**
 * Why: a money call that got no answer (the call's deadline, a lost connection) may still have been
 * carried out by the operator. The viewer presses the button again and the same request goes out; the
 * `Idempotency-Key` header (demo backend: src/money/idempotency.ts) lets the server answer with the first
 * request's result instead of paying, buying or refunding twice. One key per intended operation, named
 * by the caller ('unsubscribe:12'): every attempt of that operation reuses it until one succeeds, then
 * it is forgotten, so the next operation of the same name (buying the packet again next month) is new.
 */
export interface IntentKeys {
  /** The key for this operation's next attempt. */
  keyFor(intent: string): string;
  /** The operation succeeded: its next occurrence is a new operation with a new key. */
  succeeded(intent: string): void;
}

/** 128 random bits as hex; crypto.getRandomValues works on plain-http pages too (randomUUID does not). */
export function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function createIntentKeys(random: () => string = randomKey): IntentKeys {
  const keys = new Map<string, string>();
  return {
    keyFor(intent) {
      let key = keys.get(intent);
      if (key === undefined) {
        key = random();
        keys.set(intent, key);
      }
      return key;
    },
    succeeded(intent) {
      keys.delete(intent);
    },
  };
}
