/**
 * 001 §4 watch button: a spinner while the meta is pending; unavailable content shows the
 * content_not_available message with watch_tv to the last channel that aired it; unpaid content shows its
 * pay buttons (several open a list); otherwise it goes to /watch. Buying: show_options opens the content's
 * packets, button_data's packet is enabled on its page (issue 17), paid as src/billing says, and the
 * content starts once it is (start-after-buy).
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useResumeBuy } from '../accounts/useResumeBuy';
import type { Content, ContentMeta } from '../api/schemas';
import { setPlayAfter } from '../billing/play-after';
import { ContentPacketsModal } from '../packets/ContentPacketsModal';
import { contentBuyTarget } from '../packets/content-buy';
import { useSession } from '../session/context';
import { isContentAvailable } from './content-rules';

export function WatchButton({
  content,
  meta,
  pending,
  watchId,
}: {
  content: Content;
  meta: ContentMeta | null;
  pending: boolean;
  watchId: number | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const [packetsOpen, setPacketsOpen] = useState(false);
  const firstPay = meta?.buttons?.find((b) => b.button_type === 'pay');
  // 000 §4 authAfterBuy: a guest signs in first, then comes back here and the purchase restarts.
  // 001 §4: show_options opens the content's packets; button_data's packet is bought on its page.
  const buy = useCallback(() => {
    if (session.isGuest) return session.askSignIn({ kind: 'buy' });
    const target = contentBuyTarget(firstPay);
    if (target.kind === 'quick_packets') return setPacketsOpen(true);
    if (target.kind === 'packet') {
      if (watchId !== null) setPlayAfter(`/watch/${watchId}`);
      return navigate(`/packets/${target.packetId}?action=buy`);
    }
    session.showMessage({ title: 'subscription', text: 'purchase_soon' });
  }, [session, firstPay, navigate, watchId]);
  useResumeBuy(!pending && meta !== null && !session.isGuest, buy);

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
  const pay = (meta?.buttons ?? []).filter((b) => b.button_type === 'pay');
  if (meta && meta.is_purchased === false && pay.length > 0) {
    if (pay.length === 1) {
      return (
        <>
          <button type="button" className="button button--accent button--wide" onClick={buy}>
            {pay[0]?.caption ?? t('buy')}
            {pay[0]?.sub_caption && <small> · {pay[0].sub_caption}</small>}
          </button>
          {packetsOpen && (
            <ContentPacketsModal
              contentId={Number(content.id)}
              playPath={`/watch/${watchId}`}
              onClose={() => setPacketsOpen(false)}
            />
          )}
        </>
      );
    }
    return (
      <div className="dropdown">
        <button
          type="button"
          className="button button--accent"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {t('buy')} ▾
        </button>
        {open && (
          <ul className="dropdown__menu">
            {pay.map((b, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: pay buttons carry no id.
              <li key={i}>
                <button type="button" className="button button--link" onClick={buy}>
                  {b.caption}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  }
  return (
    <button
      type="button"
      className="button button--primary button--wide"
      onClick={() => navigate(`/watch/${watchId}`)}
    >
      ▶ {t('watch')}
    </button>
  );
}
