/**
 * The content page's moving background (001 §4): after the still image has held for the trailer fade
 * (001 §9, 4.5 s) the app's one player plays the trailer muted behind the hero (its background variant:
 * no controls but the mute toggle, no stats) and fades in once frames flow. It pauses while the browser tab
 * is hidden, fades back to the image when it ends or fails, and goes with the page.
 */
import type { Player } from '@onair/player-sdk';
import { useEffect, useRef, useState } from 'react';
import { TRAILER_FADE_MS } from '../constants';
import { PlayerView } from '../player/PlayerView';

export function BackgroundTrailer({ trailerId }: { trailerId: number }) {
  const [started, setStarted] = useState(false);
  const playerRef = useRef<Player | null>(null);

  useEffect(() => {
    const timer = window.setTimeout(() => setStarted(true), TRAILER_FADE_MS);
    const controller = new AbortController();
    document.addEventListener(
      'visibilitychange',
      () => {
        const player = playerRef.current;
        if (!player) return;
        if (document.hidden) player.pause();
        else if (player.video && !player.video.ended) player.play().catch(() => undefined);
      },
      { signal: controller.signal },
    );
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, []);

  if (!started) return null;
  return (
    <PlayerView
      variant="background"
      target={{ kind: 'trailer', trailerId }}
      onReady={(player) => {
        playerRef.current = player;
      }}
    />
  );
}
