/**
 * What an embed shows: the app's one player (the same `AppPlayer` as the main site, filling the frame),
 * or, when it does not play, the §8 message, the PIN entry for adult items (000 §5) and the lock view whose
 * buy buttons open the main app's packet page in a new window (000 §6 Buying a packet, embed mode). Each
 * fills the frame; nothing links away inside the frame.
 */
import { createHttpOperatorApi, type Player as PlayerInstance } from '@onair/player-sdk';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Endpoints } from '../api/endpoints';
import { createApiClient } from '../api/http';
import type { Channel, Content, Packet } from '../api/schemas';
import { formatPrice } from '../channels/LockView';
import { PIN_LENGTH } from '../constants';
import { packetPeriodDays } from '../packets/format';
import { parentalApprovals } from '../parental/approval-store';
import { createPinVerifier } from '../parental/verify';
import AppPlayer from '../player/AppPlayer';
import { type EmbedView, packetPageUrl } from './decide';
import type { EmbedSession } from './session';

export function openInNewWindow(url: string): void {
  window.open(url, '_blank', 'noopener');
}

export function EmbedMessage({ messageKey, text }: { messageKey: string; text: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="embed-panel" role="alert" data-testid="embed-message" data-key={messageKey}>
      <p className="embed-panel__title">{text ?? t(messageKey)}</p>
      {text && messageKey !== 'error' && <p className="embed-panel__detail">{t(messageKey)}</p>}
    </div>
  );
}

export function EmbedPin({
  title,
  apiBase,
  token,
  action,
  userId,
  onSuccess,
}: {
  title: string;
  apiBase: string;
  token: string;
  /** What the PIN is entered for: the server's approval for it is kept like the main site's. */
  action: 'channel' | 'vod';
  userId: number | string | null;
  onSuccess: () => void;
}) {
  const { t } = useTranslation();
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  // The server compares the PIN (issue 16); the embed never holds the code.
  const verify = useMemo(
    () => createPinVerifier(createApiClient({ baseUrl: apiBase, token: () => token })),
    [apiBase, token],
  );
  const submit = async (value: string) => {
    setPin('');
    const verdict = await verify(value, action);
    if (verdict.kind === 'ok') {
      if (verdict.approval && userId !== null) parentalApprovals().keep(userId, verdict.approval);
      onSuccess();
    } else if (verdict.kind === 'wrong') setError(t('error_wrong_code'));
    else if (verdict.kind === 'locked' || verdict.kind === 'error') setError(verdict.message);
    else setError(t('parental_code_missing'));
  };
  return (
    <section className="embed-panel" data-testid="embed-pin" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="embed-panel__title">
        {t('pin_prompt_title', { name: title })}
      </h2>
      <label htmlFor={id}>{t('pin_code')}</label>
      <input
        id={id}
        className="embed-panel__pin"
        inputMode="numeric"
        type="password"
        autoComplete="off"
        maxLength={PIN_LENGTH}
        value={pin}
        onChange={(event) => {
          const digits = event.target.value.replace(/\D/g, '').slice(0, PIN_LENGTH);
          setPin(digits);
          setError(null);
          if (digits.length === PIN_LENGTH) void submit(digits);
        }}
      />
      {error && (
        <p className="embed-panel__detail" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

type PacketsState = { status: 'loading' } | { status: 'done'; packets: Packet[] };

export function EmbedChannelLock({
  channel,
  archive,
  endpoints,
  currency,
}: {
  channel: Channel;
  archive: boolean;
  endpoints: Pick<Endpoints, 'channelPackets'>;
  currency: string | null;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<PacketsState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    endpoints.channelPackets(channel.id).then(
      (packets) => live && setState({ status: 'done', packets }),
      () => live && setState({ status: 'done', packets: [] }),
    );
    return () => {
      live = false;
    };
  }, [channel.id, endpoints]);

  return (
    <section className="embed-panel" data-testid="embed-lock" aria-label={t('subscription_needed')}>
      <h2 className="embed-panel__title">{channel.name}</h2>
      <p>{archive ? t('warning_archive_subscribe') : t('subscription_needed')}</p>
      {state.status === 'loading' ? (
        <p className="embed-panel__detail">{t('status_loading')}</p>
      ) : state.packets.length === 0 ? (
        <p className="embed-panel__detail">{t('channel_soon')}</p>
      ) : (
        <ul className="embed-panel__packets">
          {state.packets.map((packet) => (
            <li key={String(packet.id)}>
              <span>
                <strong>{packet.name}</strong>{' '}
                {t('price_per_period', {
                  price: formatPrice(packet.price, currency),
                  days: packetPeriodDays(packet),
                })}
              </span>
              <button
                type="button"
                className="embed-button"
                onClick={() => openInNewWindow(packetPageUrl(window.location.origin, packet.id))}
              >
                {t('subscribe')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function EmbedContentLock({ content }: { content: Content }) {
  const { t } = useTranslation();
  const page = `${window.location.origin}/contents/${encodeURIComponent(String(content.slug ?? content.id))}`;
  return (
    <section className="embed-panel" data-testid="embed-lock">
      <h2 className="embed-panel__title">{content.title ?? content.name}</h2>
      <p>{t('content_not_purchased')}</p>
      <button type="button" className="embed-button" onClick={() => openInNewWindow(page)}>
        {t('buy')}
      </button>
    </section>
  );
}

export function EmbedPlayer({
  session,
  view,
  language,
  onReady,
}: {
  session: Extract<EmbedSession, { state: 'ready' }>;
  view: Extract<EmbedView, { kind: 'play-channel' | 'play-content' }>;
  language: string;
  onReady: (player: PlayerInstance) => void;
}) {
  const api = useMemo(
    () => createHttpOperatorApi({ baseUrl: session.apiBase, accessToken: session.token, language }),
    [session.apiBase, session.token, language],
  );
  return (
    <AppPlayer
      variant="fill"
      className="embed-player"
      api={api}
      accessToken={session.token}
      language={language}
      connectivityBaseUrl={new URL(session.apiBase, window.location.href).origin}
      onReady={onReady}
      aria-label={view.kind === 'play-channel' ? view.channel.name : (view.content.title ?? undefined)}
      target={
        view.kind === 'play-channel'
          ? { kind: 'channel', channelId: view.channel.id, ts: view.ts }
          : { kind: 'content', contentId: view.content.id }
      }
    />
  );
}
