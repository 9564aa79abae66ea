/**
 * What the shell shows under the header: the waiting state while the session starts, its failures, the
 * redirects of 000 §2 (welcome, region block), else the route's page.
 */
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { sendsToWelcome, wasWelcomed } from '../accounts/welcome-entry';
import { isChannelPage } from '../channels/channel-queries';
import { openWhileBlocked } from '../engagement/geo-lock';
import { AutoAuthRetry } from '../session/AutoAuthRetry';
import { useSession } from '../session/context';
import { ErrorState, Spinner } from '../ui/Spinner';
import { PageOutlet } from './PageOutlet';

export function Gate() {
  const { t } = useTranslation();
  const session = useSession();
  const { pathname } = useLocation();
  // Issue 38 (Lighthouse TBT): the session's answer renders the whole page. Read through a deferred value, the
  // update that brings it paints the waiting state again at once and the page follows in a transition, rendered
  // in slices that yield, instead of one long task.
  // Not on a channel page: the page starts the player, and with the deferred pass the channel page's LCP and
  // TBT medians were worse in the provisional runs of 2026-11-28 (docs/performance.md, fifth pass).
  const status = useDeferredValue(session.status);
  if (status === 'starting' && !isChannelPage(pathname)) return <Spinner />;
  if (session.status === 'unconfigured') {
    return <ErrorState text={t('no_api_base')} />;
  }
  if (session.status === 'starting') return <Spinner />;
  if (session.status === 'failed' && session.autoAuthFailure) {
    return <AutoAuthRetry supportPhone={session.autoAuthFailure.supportPhone} onRetry={session.restart} />;
  }
  if (session.status === 'failed') {
    return <ErrorState text={`${t('startup_failed')} ${session.error ?? ''}`} onRetry={session.restart} />;
  }
  const welcome = {
    entry: typeof window === 'undefined' ? null : window.ONAIR_CONFIG?.entry,
    welcomed: wasWelcomed(),
    signedIn: !session.isGuest,
    pathname,
  };
  if (session.status === 'ready' && sendsToWelcome(welcome)) return <Navigate to="/welcome" replace />;
  // 000 §2: a blocked visitor opens only the listed pages; any other goes back to the block's page.
  if (session.status === 'region-blocked' && !openWhileBlocked(pathname))
    return <Navigate to="/geo_lock" replace />;
  return <PageOutlet />;
}
