/** Renders `<PlayerSkin>` around a fake player with fake timers, for the skin's component tests. */
import { render } from '@testing-library/react';
import { PlayerContext } from '../src/react/context';
import { PlayerSkin, type PlayerSkinProps } from '../src/react/PlayerSkin';
import type { SkinTimers } from '../src/skin/policies/timers';
import type { FakePlayer } from './fake-player';

export function fakeTimers(): SkinTimers {
  return {
    setTimeout: (cb, ms) => globalThis.setTimeout(cb, ms),
    clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
    now: () => Date.now(),
  };
}

export function renderSkin(player: FakePlayer, props: Partial<PlayerSkinProps> = {}) {
  return render(
    <PlayerContext.Provider value={player}>
      <section className="onair-react-player" aria-label="Video player">
        <PlayerSkin timers={fakeTimers()} mobile={false} ios={false} {...props} />
      </section>
    </PlayerContext.Provider>,
  );
}
