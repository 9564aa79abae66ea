import { act, cleanup, render, screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scriptedFactory } from '../../test/scripted-engine';
import { SKIN_STYLE_ID } from '../skin/styles';
import { createMemoryStorage } from '../storage/storage';
import { Player } from './Player';
import { PlayerSkin } from './PlayerSkin';

// Role queries over the whole skin are slow in jsdom on a shared 2-core machine; this is not a timing assertion.
vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function settle() {
  for (let i = 0; i < 5; i++) {
    await act(async () => {
      await Promise.resolve();
    });
  }
}

describe('<Player> with <PlayerSkin>', () => {
  it('under StrictMode still builds one engine, and two players share one style sheet', async () => {
    const { factory, engines } = scriptedFactory();
    const options = {
      engineFactory: factory,
      probeCapabilities: async () => ({
        mse: true,
        nativeHls: false,
        keySystems: { widevine: false, playready: false, fairplay: false, clearkey: false },
        browser: 'chromium' as const,
        ios: false,
      }),
      storage: createMemoryStorage(),
      connectivityBaseUrl: 'http://backend',
      fetch: vi.fn<typeof fetch>(async () => new Response('ok')),
    };
    render(
      <StrictMode>
        <Player
          {...options}
          aria-label="First"
          source={{ kind: 'content', contentId: 1, stream: { hls: 'http://m/1.m3u8' } }}
        >
          <PlayerSkin mobile={false} ios={false} />
        </Player>
        <Player
          {...options}
          aria-label="Second"
          source={{ kind: 'content', contentId: 2, stream: { hls: 'http://m/2.m3u8' } }}
        >
          <PlayerSkin mobile={false} ios={false} />
        </Player>
      </StrictMode>,
    );
    await settle();
    expect(engines).toHaveLength(2);
    expect(document.querySelectorAll(`#${SKIN_STYLE_ID}`)).toHaveLength(1);
    const first = within(screen.getByRole('region', { name: 'First' }));
    expect(first.getByRole('button', { name: 'Fullscreen' })).toBeTruthy();
    expect(first.getByRole('slider', { name: 'Volume' })).toBeTruthy();
  });
});
