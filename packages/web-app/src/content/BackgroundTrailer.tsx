/**
 * The content page's moving background (001 §4): after the still image has held for the trailer fade
 * (001 §9, 4.5 s) the trailer plays muted behind the hero and fades in once frames flow; a mute toggle
 * lets the viewer hear it. It pauses while the browser tab is hidden, fades back to the image when it
 * ends or fails, and is destroyed with the page (the watch button and the trailer button both leave it).
 */
import { createHttpOperatorApi, createPlayer, type Player, type StreamResponse } from '@onair/player-sdk';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TRAILER_FADE_MS } from '../constants';
import { useSession } from '../session/context';
import { Icon } from '../ui/Icon';

export function BackgroundTrailer({ trailerId }: { trailerId: number }) {
  const { t } = useTranslation();
  const { apiBase, token, language, endpoints } = useSession();
  const box = useRef<HTMLDivElement>(null);
  const playerRef = useRef<Player | null>(null);
  const [shown, setShown] = useState(false);
  const [muted, setMuted] = useState(true);

  useEffect(() => {
    const container = box.current;
    if (!container || !apiBase || !endpoints) return;
    const controller = new AbortController();
    const { signal } = controller;
    let player: Player | null = null;

    const start = () => {
      if (signal.aborted) return;
      player = createPlayer({
        container,
        api: createHttpOperatorApi({ baseUrl: apiBase, accessToken: token ?? undefined, language }),
        accessToken: token ?? undefined,
        muted: true,
        autoplay: true,
        // A background is not a view: it must not count as watching.
        statsApi: false,
        className: 'content-hero__video',
      });
      playerRef.current = player;
      const video = player.video;
      video?.addEventListener('playing', () => setShown(true), { signal });
      video?.addEventListener('ended', () => setShown(false), { signal });
      video?.addEventListener('error', () => setShown(false), { signal });
      const loading = player;
      endpoints
        .trailerStream(trailerId)
        .then((stream) => {
          if (signal.aborted) return;
          return loading.load({ kind: 'trailer', stream: stream as StreamResponse, contentId: trailerId });
        })
        // The still image stays; a background failing is not worth a message.
        .catch(() => setShown(false));
    };
    const timer = window.setTimeout(start, TRAILER_FADE_MS);

    document.addEventListener(
      'visibilitychange',
      () => {
        const current = playerRef.current;
        if (!current) return;
        if (document.hidden) current.pause();
        else if (current.video && !current.video.ended) current.play().catch(() => undefined);
      },
      { signal },
    );

    return () => {
      controller.abort();
      window.clearTimeout(timer);
      player?.destroy();
      playerRef.current = null;
      setShown(false);
    };
  }, [trailerId, apiBase, token, language, endpoints]);

  return (
    <>
      <div
        ref={box}
        className={`content-hero__trailer${shown ? ' content-hero__trailer--shown' : ''}`}
        aria-hidden="true"
        data-testid="background-trailer"
      />
      {shown && (
        <button
          type="button"
          className="icon-button content-hero__mute"
          aria-label={muted ? t('unmute') : t('mute')}
          onClick={() => {
            const current = playerRef.current;
            if (!current) return;
            current.toggleMute();
            setMuted(current.getState().muted);
          }}
        >
          <Icon name={muted ? 'soundOff' : 'soundOn'} />
        </button>
      )}
    </>
  );
}
