/**
 * What the channel page shows where the video goes (001 §4 Channel loading): the access_error text for an
 * unavailable channel, the PIN prompt for an adult one (unless the embed ignores parental control), the
 * lock view for an unpurchased one, otherwise the player — live, or the archive at `ts`. A crawler gets the
 * channel's description instead of a player and no buttons (001 §2 Page modes).
 */
import type { PlayerState } from '@onair/player-sdk';
import { isPurchased } from '@onair/player-sdk/timeline';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Channel } from '../api/schemas';
import { useAfterPaint } from '../app/after-paint';
import { usePrerender } from '../app/prerender';
import { useViewingGate } from '../parental/useViewingGate';
import { channelCheck } from '../parental/viewing-gate';
import { useAfterFirstFrame } from '../player/after-first-frame';
import { closeEarlyPlayer } from '../player/early-player';
import { PlayerView } from '../player/PlayerView';
import { FavouriteButton } from '../ui/FavouriteButton';
import { ShareButton } from '../ui/ShareButton';
import { isAdultChannel } from './channel-rules';
import { programmeAt, programmeTitle } from './guide';
import { LockView } from './LockView';
import { PinPrompt } from './PinPrompt';
import { positionFromTimeline, publishPosition, usePlayingSec } from './playing-position';
import { RegisterPrompt } from './RegisterPrompt';
import { useSchedule } from './useChannelData';

export function ChannelStage({ channel, ts }: { channel: Channel; ts: number | null }) {
  const { t } = useTranslation();
  // The channel (live) or its archive (a programme) whose PIN was just entered here; the approval the
  // server gave is held beside it for the device's duration.
  const [passed, setPassed] = useState<string | null>(null);
  const action = channelCheck(ts);
  const adult = isAdultChannel(channel);
  const viewing = useViewingGate(action, adult);
  const passedKey = `${action}:${channel.id}`;
  const prerender = usePrerender();
  // The page's player (and its taking over of the entry's early player) comes in the pass after the channel's
  // name has been painted: on a first page that name is what the viewer reads while the video starts, and
  // Lighthouse's LCP; the early player's video is already in the stage's place meanwhile (app/after-paint.ts).
  const painted = useAfterPaint();
  const onState = useCallback(
    (state: PlayerState) => publishPosition(positionFromTimeline(channel.id, state.timeline)),
    [channel.id],
  );
  // The position belongs to this channel's player: when it goes, the page falls back to the URL.
  useEffect(() => () => publishPosition(null), []);
  // A stage that shows no player (a message, a PIN prompt once the switches are read, a lock) ends the player
  // the entry started for this channel (early-player.ts): nothing plays before the page allows it.
  const refused =
    channel.is_available === false ||
    prerender ||
    (viewing !== null && viewing !== 'allow' && passed !== passedKey) ||
    !isPurchased(channel);
  useEffect(() => {
    if (refused) closeEarlyPlayer();
  }, [refused]);

  let stage: React.ReactNode;
  if (channel.is_available === false) {
    stage = (
      <div className="stage__message" role="alert">
        {channel.access_error || t('channel_not_available')}
      </div>
    );
  } else if (prerender) {
    // 001 §2 "The player shows only if the channel is purchased (and the client is not a prerender
    // crawler)": a crawler reads what the channel is instead.
    stage = (
      <div className="stage__message" data-testid="prerender-stage">
        <p>{channel.description ?? channel.name}</p>
      </div>
    );
  } else if (viewing !== 'allow' && passed !== passedKey) {
    // Still reading this device's switches (null): the prompt waits with them, and passes if none is on.
    stage = (
      <PinPrompt
        title={t(adult ? 'pin_prompt_title' : 'pin_prompt_title_switch', { name: channel.name })}
        action={action}
        restricted={adult}
        onSuccess={() => setPassed(passedKey)}
      />
    );
  } else if (!isPurchased(channel)) {
    stage = <LockView channel={channel} archive={ts !== null} />;
  } else if (!painted) {
    // The player's box, empty for a frame (PlayerView's own frame, so nothing moves when it comes).
    stage = <div className="player-frame player-frame--page" />;
  } else {
    stage = (
      <PlayerView
        target={{ kind: 'channel', channelId: channel.id, ts }}
        aria-label={channel.name}
        onState={onState}
      />
    );
  }
  return (
    <div className="stage">
      <div className="stage__video">{stage}</div>
      <ChannelInfo channel={channel} ts={ts} />
      <RegisterPrompt channelId={channel.id} />
    </div>
  );
}

function ChannelInfo({ channel, ts }: { channel: Channel; ts: number | null }) {
  const { t } = useTranslation();
  const prerender = usePrerender();
  // The programme line waits for the player's first frame: the schedule is not on the way to it (guide-schedule.ts).
  const schedule = useSchedule(channel, useAfterFirstFrame());
  const playing = usePlayingSec(channel.id, ts);
  const programme = programmeAt(schedule.data ?? [], playing.sec);
  return (
    <div className="channel-info">
      <div>
        <h1 className="channel-info__name">{channel.name}</h1>
        <p className="channel-info__programme">
          {playing.isArchive && <span className="badge">{t('archive')}</span>}
          {/* The programme's own page (001 §7 Program info): its hours, tags and what can be watched. */}
          {programme ? (
            <Link to={`/programs/${programme.id}`}>{programmeTitle(programme)}</Link>
          ) : schedule.isPending ? (
            t('status_loading')
          ) : (
            ''
          )}
        </p>
      </div>
      {!prerender && (
        <div className="channel-info__actions">
          <FavouriteButton
            key={channel.id}
            target={{ kind: 'channel', id: channel.id }}
            initial={channel.is_favored === true}
          />
          <ShareButton title={channel.name} />
        </div>
      )}
    </div>
  );
}
