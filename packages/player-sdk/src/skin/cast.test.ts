import { describe, expect, it, vi } from 'vitest';
import { castErrorKey, promptCast, remoteOf } from './cast';

function videoWith(remote: unknown, src = 'blob:x'): HTMLVideoElement {
  const video = document.createElement('video');
  Object.defineProperty(video, 'remote', { value: remote });
  Object.defineProperty(video, 'currentSrc', { value: src });
  return video;
}

describe('cast', () => {
  it('prompts through the Remote Playback API', async () => {
    const prompt = vi.fn(async () => {});
    const video = videoWith({ prompt });
    expect(remoteOf(video)).not.toBeNull();
    await expect(promptCast(video, { sandboxed: false })).resolves.toBeNull();
    expect(prompt).toHaveBeenCalledTimes(1);
  });
  it('maps failures to the §8 cast texts', async () => {
    const failing = videoWith({
      prompt: async () => Promise.reject(new DOMException('x', 'InvalidStateError')),
    });
    await expect(promptCast(failing, { sandboxed: false })).resolves.toBe('cast_connect_failed');
    await expect(promptCast(videoWith({ prompt: vi.fn() }, ''), { sandboxed: false })).resolves.toBe(
      'cast_no_source',
    );
    await expect(promptCast(document.createElement('video'), { sandboxed: false })).resolves.toBe(
      'cast_no_source',
    );
    expect(
      castErrorKey(new DOMException('x', 'NotSupportedError'), { sandboxed: false, hasSource: true }),
    ).toBe('cast_unsupported');
    expect(castErrorKey(new DOMException('x', 'NotAllowedError'), { sandboxed: true, hasSource: true })).toBe(
      'cast_sandboxed',
    );
    expect(
      castErrorKey(new DOMException('x', 'AbortError'), { sandboxed: false, hasSource: true }),
    ).toBeNull();
  });
});
