import { describe, expect, it, vi } from 'vitest';
import { callNative } from './bridge';

describe('native bridge (001 §7)', () => {
  it('calls the Android object’s methods with string arguments', () => {
    const android = { logEvent: vi.fn(), deletePush: vi.fn(), openUrl: vi.fn() };
    expect(callNative({ OnAirNative: android }, { method: 'logEvent', event: { name: 'play', id: 3 } })).toBe(
      true,
    );
    expect(android.logEvent).toHaveBeenCalledWith('{"name":"play","id":3}');
    callNative({ OnAirNative: android }, { method: 'deletePush', id: 12 });
    expect(android.deletePush).toHaveBeenCalledWith('12');
    callNative({ OnAirNative: android }, { method: 'open-url', url: 'https://example.com/' });
    expect(android.openUrl).toHaveBeenCalledWith('https://example.com/');
  });

  it('posts the call to the iOS message handler', () => {
    const postMessage = vi.fn();
    const host = { webkit: { messageHandlers: { onair: { postMessage } } } };
    expect(callNative(host, { method: 'deletePush', id: 'a1' })).toBe(true);
    expect(postMessage).toHaveBeenCalledWith({ method: 'deletePush', id: 'a1' });
  });

  it('says false in a browser, or when the Android side lacks the method', () => {
    expect(callNative({}, { method: 'open-url', url: 'https://example.com/' })).toBe(false);
    expect(callNative({ OnAirNative: {} }, { method: 'deletePush', id: 1 })).toBe(false);
  });
});
