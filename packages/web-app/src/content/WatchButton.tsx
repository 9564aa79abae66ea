/**
 * 001 §4 watch button: a spinner while the meta or a purchase is pending; unavailable content shows the
 * content_not_available message with watch_tv to the last channel that aired it; unpaid content shows its
 * pay buttons (several open a list) and, when a channel airs it (stream_using.content_schedule), that
 * channel's packets; otherwise it goes to /watch in the title's library. Buying is useContentBuy's: the
 * content's packets (show_options), or the content itself through the offer process, then it starts.
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useResumeBuy } from '../accounts/useResumeBuy';
import type { Content, ContentMeta } from '../api/schemas';
import { PayDialogs } from '../billing/PayDialogs';
import { ContentPacketsModal } from '../packets/ContentPacketsModal';
import { PayPinDialog } from '../packets/PayPinDialog';
import { useSession } from '../session/context';
import { isContentAvailable } from './content-rules';
import { watchPath } from './library';
import { useContentBuy } from './useContentBuy';

export function WatchButton({
  content,
  meta,
  pending,
  watchId,
  libraryId = null,
}: {
  content: Content;
  meta: ContentMeta | null;
  pending: boolean;
  watchId: number | null;
  /** The library the title is watched in (001 §2 ?library_id=): /watch and its packets keep it. */
  libraryId?: number | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const [airingOpen, setAiringOpen] = useState(false);
  const airingId =
    meta?.is_purchased === false ? (meta.stream_using?.content_schedule?.channel_id ?? null) : null;
  const airing = useQuery({
    queryKey: ['airing-channel', airingId, session.token],
    queryFn: () => session.endpoints!.channel(airingId!),
    enabled: session.endpoints !== null && airingId !== null,
  });
  const pay = (meta?.buttons ?? []).filter((b) => b.button_type === 'pay');
  const purchase = useContentBuy({ name: content.title ?? content.name ?? '', watchId });
  const { buyWith } = purchase;
  // Several ways to buy: a guest signs in first; back here (authAfterBuy) the list opens to choose from.
  const several = pay.length > 1;
  const first = pay[0];
  const resume = useCallback(() => (several ? setOpen(true) : buyWith(first)), [several, first, buyWith]);
  useResumeBuy(!pending && meta !== null && !session.isGuest, resume);

  if (pending) {
    return (
      <button type="button" className="button button--primary button--wide" disabled aria-busy="true">
        <span className="spinner__ring spinner__ring--small" aria-hidden="true" /> {t('status_loading')}
      </button>
    );
  }
  if (!isContentAvailable(content, meta) || watchId === null) {
    const lastChannel = content.last_seen_channel_ids?.[0];
    return (
      <button
        type="button"
        className="button button--primary button--wide"
        onClick={() =>
          session.showMessage({
            title: 'warning',
            text: 'content_not_available',
            ...(lastChannel ? { action: { label: 'watch_tv', to: `/channel/${lastChannel}` } } : {}),
          })
        }
      >
        ▶ {t('watch')}
      </button>
    );
  }
  const dialogs = (
    <>
      {purchase.error && (
        <p className="pay-dialog__error" role="alert">
          {purchase.error}
        </p>
      )}
      {purchase.packetsOpen && (
        <ContentPacketsModal
          contentId={Number(content.id)}
          libraryId={libraryId}
          playPath={watchPath(watchId, libraryId)}
          onClose={purchase.closePackets}
        />
      )}
      {airingOpen && airing.data && (
        <ContentPacketsModal
          contentId={Number(content.id)}
          channel={{ id: airing.data.id, name: airing.data.name }}
          playPath={watchPath(watchId, libraryId)}
          onClose={() => setAiringOpen(false)}
        />
      )}
      {purchase.askingPin && <PayPinDialog onPassed={purchase.pinPassed} onClose={purchase.closePin} />}
      <PayDialogs pay={purchase.payMoney} />
    </>
  );
  if (meta && meta.is_purchased === false && first) {
    // A purchase being set up (the offer, the card charge): the spinner stands in for the button.
    if (purchase.busy) {
      return (
        <>
          <button type="button" className="button button--accent button--wide" disabled aria-busy="true">
            <span className="spinner__ring spinner__ring--small" aria-hidden="true" /> {t('status_loading')}
          </button>
          {dialogs}
        </>
      );
    }
    // 001 §4: a title in a channel's schedule, unpaid, is offered with that channel's packets.
    const onChannel = airing.data ? (
      <button
        type="button"
        className="button button--primary"
        data-testid="airing-packets"
        onClick={() => (session.isGuest ? session.askSignIn({ kind: 'buy' }) : setAiringOpen(true))}
      >
        {t('airing_on', { channel: airing.data.name })}
      </button>
    ) : null;
    if (!several) {
      return (
        <>
          <button type="button" className="button button--accent button--wide" onClick={() => buyWith(first)}>
            {first.caption ?? t('buy')}
            {first.sub_caption && <small> · {first.sub_caption}</small>}
          </button>
          {onChannel}
          {dialogs}
        </>
      );
    }
    return (
      <>
        {/* Beside the dropdown, not in it: the actions row spaces it like the other buttons. */}
        {onChannel}
        <div className="dropdown">
          <button
            type="button"
            className="button button--accent"
            aria-expanded={open}
            onClick={() => (session.isGuest ? session.askSignIn({ kind: 'buy' }) : setOpen(!open))}
          >
            {t('buy')} ▾
          </button>
          {open && (
            // In the page's flow, not floating: the hero clips what overflows it (its trailer fills it).
            <ul className="dropdown__menu pay-menu">
              {pay.map((b, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: pay buttons carry no id.
                <li key={i}>
                  <button
                    type="button"
                    className="button button--link"
                    onClick={() => {
                      setOpen(false);
                      buyWith(b);
                    }}
                  >
                    <span>{b.caption}</span> {b.sub_caption && <small>{b.sub_caption}</small>}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {dialogs}
        </div>
      </>
    );
  }
  return (
    <button
      type="button"
      className="button button--primary button--wide"
      onClick={() => navigate(watchPath(watchId, libraryId))}
    >
      ▶ {t('watch')}
    </button>
  );
}
