/**
 * 001 §4 watch button: a spinner while the meta or a purchase is pending; unavailable content shows the
 * content_not_available message with watch_tv to the last channel that aired it; unpaid content shows its
 * pay buttons (several open a list) and, when a channel airs it (stream_using.content_schedule), that
 * channel's packets; otherwise it goes to /watch in the title's library. Buying is useContentBuy's: the
 * content's packets (show_options), or the content itself through the offer process, then it starts.
 * What is offered is decided in watch-offer.ts; the list of ways to buy is PayMenu, the dialogs a
 * purchase opens are PurchaseDialogs.
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useResumeBuy } from '../accounts/useResumeBuy';
import type { Content, ContentMeta } from '../api/schemas';
import { useSession } from '../session/context';
import { watchPath } from './library';
import { PayMenu } from './PayMenu';
import { PurchaseDialogs } from './PurchaseDialogs';
import { useContentBuy } from './useContentBuy';
import { airingChannelId, payButtonsOf, watchOffer } from './watch-offer';

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
  const airingId = airingChannelId(meta);
  const airing = useQuery({
    queryKey: ['airing-channel', airingId, session.token],
    queryFn: () => session.endpoints!.channel(airingId!),
    enabled: session.endpoints !== null && airingId !== null,
  });
  const offer = watchOffer(content, meta, pending, watchId);
  const pay = payButtonsOf(meta);
  const purchase = useContentBuy({ name: content.title ?? content.name ?? '', watchId });
  const { buyWith } = purchase;
  // Several ways to buy: a guest signs in first; back here (authAfterBuy) the list opens to choose from.
  const several = pay.length > 1;
  const first = pay[0];
  const resume = useCallback(() => (several ? setOpen(true) : buyWith(first)), [several, first, buyWith]);
  useResumeBuy(!pending && meta !== null && !session.isGuest, resume);

  if (offer.kind === 'pending') {
    return (
      <button type="button" className="button button--primary button--wide" disabled aria-busy="true">
        <span className="spinner__ring spinner__ring--small" aria-hidden="true" /> {t('status_loading')}
      </button>
    );
  }
  if (offer.kind === 'unavailable' || watchId === null) {
    const lastChannel = offer.kind === 'unavailable' ? offer.lastChannel : undefined;
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
  if (offer.kind === 'watch' || !first) {
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
  const dialogs = (
    <PurchaseDialogs
      contentId={Number(content.id)}
      watchId={watchId}
      libraryId={libraryId}
      purchase={purchase}
      airing={airingOpen && airing.data ? { id: airing.data.id, name: airing.data.name } : null}
      onCloseAiring={() => setAiringOpen(false)}
    />
  );
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
      <PayMenu
        pay={pay}
        open={open}
        onToggle={() => (session.isGuest ? session.askSignIn({ kind: 'buy' }) : setOpen(!open))}
        onChoose={(button) => {
          setOpen(false);
          buyWith(button);
        }}
      >
        {dialogs}
      </PayMenu>
    </>
  );
}
