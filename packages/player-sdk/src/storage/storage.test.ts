import { describe, expect, it } from 'vitest';
import { createPreferences } from './preferences';
import { createGuardedStorage, createMemoryStorage } from './storage';

function throwingStorage(): Storage {
  return {
    length: 0,
    clear() {},
    key: () => null,
    getItem: () => {
      throw new Error('denied');
    },
    setItem: () => {
      throw new Error('denied');
    },
    removeItem() {},
  };
}

describe('guarded storage', () => {
  it('uses localStorage when it works', () => {
    localStorage.clear();
    const storage = createGuardedStorage();
    storage.set('a', '1');
    expect(localStorage.getItem('a')).toBe('1');
    expect(storage.get('a')).toBe('1');
  });

  it('falls back to memory when storage throws', () => {
    const storage = createGuardedStorage(throwingStorage());
    storage.set('a', '2');
    expect(storage.get('a')).toBe('2');
  });

  it('falls back to memory when storage is absent', () => {
    const storage = createGuardedStorage(null);
    expect(storage.get('missing')).toBeNull();
    storage.set('k', 'v');
    expect(storage.get('k')).toBe('v');
  });
});

describe('preferences', () => {
  it('round-trips volume and mute and rejects corrupted values', () => {
    const storage = createMemoryStorage();
    const prefs = createPreferences(storage);
    expect(prefs.volume()).toBeNull();
    prefs.setVolume(0.35);
    prefs.setMuted(true);
    expect(prefs.volume()).toBe(0.35);
    expect(prefs.muted()).toBe(true);
    storage.set('onair.player.volume', 'loud');
    expect(prefs.volume()).toBeNull();
  });

  it('keeps languages per channel, distinguishing "off" from "never chosen"', () => {
    const prefs = createPreferences(createMemoryStorage());
    prefs.setAudioLanguage(5, 'en');
    prefs.setSubtitleLanguage(5, null);
    expect(prefs.audioLanguage(5)).toBe('en');
    expect(prefs.audioLanguage(6)).toBeNull();
    expect(prefs.subtitleLanguage(5)).toBe('');
    expect(prefs.subtitleLanguage(6)).toBeNull();
  });
});
