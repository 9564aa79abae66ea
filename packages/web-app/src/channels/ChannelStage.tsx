/**
 * What the channel page shows where the video goes (001 §4 Channel loading): the access_error text for an
 * unavailable channel, the PIN prompt for an adult one (unless the embed ignores parental control), the
 * lock view for an unpurchased one, otherwise the player — live, or the archive at `ts`.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Channel } from '../api/schemas';
import { PlayerView } from '../player/PlayerView';
import { useSession } from '../session/context';
import { FavouriteButton } from '../ui/FavouriteButton';
import { ShareButton } from '../ui/ShareButton';
import { isAdultChannel, isPurchasedChannel } from './channel-rules';
import { programmeAt, programmeTitle } from './guide';
import { LockView } from './LockView';
import { PinPrompt } from './PinPrompt';
import { useSchedule } from './useChannelData';

/** Channels whose PIN was entered during this visit. */
const approvedChannels = new Set<number>();

export function ChannelStage({ channel, ts }: { channel: Channel; ts: number | null }) {
  const { t } = useTranslation();
  const { params } = useSession();
  const [, setApproved] = useState(0);

  let stage: React.ReactNode;
  if (channel.is_available === false) {
    stage = (
      <div className="stage__message" role="alert">
        {channel.access_error || t('channel_not_available')}
      </div>
    );
  } else if (isAdultChannel(channel) && !params.ignoreParentalControl && !approvedChannels.has(channel.id)) {
    stage = (
      <PinPrompt
        title={t('pin_prompt_title', { name: channel.name })}
        onSuccess={() => {
          approvedChannels.add(channel.id);
          setApproved((n) => n + 1);
        }}
      />
    );
  } else if (!isPurchasedChannel(channel)) {
    stage = <LockView channel={channel} archive={ts !== null} />;
  } else {
    stage = <PlayerView target={{ kind: 'channel', channelId: channel.id, ts }} />;
  }
  return (
    <div className="stage">
      <div className="stage__video">{stage}</div>
      <ChannelInfo channel={channel} ts={ts} />
    </div>
  );
}

function ChannelInfo({ channel, ts }: { channel: Channel; ts: number | null }) {
  const { t } = useTranslation();
  const schedule = useSchedule(channel.id);
  const at = ts ?? Math.floor(Date.now() / 1000);
  const programme = programmeAt(schedule.data ?? [], at);
  return (
    <div className="channel-info">
      <div>
        <h1 className="channel-info__name">{channel.name}</h1>
        <p className="channel-info__programme">
          {ts !== null && <span className="badge">{t('archive')}</span>}
          {programme ? programmeTitle(programme) : schedule.isPending ? t('status_loading') : ''}
        </p>
      </div>
      <div className="channel-info__actions">
        <FavouriteButton
          key={channel.id}
          target={{ kind: 'channel', id: channel.id }}
          initial={channel.is_favored === true}
        />
        <ShareButton title={channel.name} />
      </div>
    </div>
  );
}
