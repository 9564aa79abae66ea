/**
 * The shell around every route: session start, header, footer, bottom navigation on narrow screens and
 * the hash-addressed modals. Embed paths (`_embed/`) get neither header nor footer (001 §2).
 */

import { useDeferredValue } from 'react';
import { useLocation } from 'react-router';
import { BlockStatusWatch } from '../accounts/BlockStatusWatch';
import { useDeepLinks } from '../accounts/useDeepLinks';
import { AnalyticsHost } from '../analytics/AnalyticsHost';
import { PaymentWatcher } from '../billing/PaymentWatcher';
import { isChannelPage } from '../channels/channel-queries';
import { EngagementHost } from '../engagement/notify/EngagementHost';
import { BottomNav } from '../layout/BottomNav';
import { Footer } from '../layout/Footer';
import { Header } from '../layout/Header';
import { isEmbedPath, pageChrome } from '../layout/header-policy';
import { useHeaderMode } from '../layout/useHeaderMode';
import { ModalHost } from '../modals/ModalHost';
import { useAfterFirstFrame } from '../player/after-first-frame';
import { DocumentMeta } from '../seo/DocumentMeta';
import { useSession } from '../session/context';
import { SessionProvider } from '../session/SessionProvider';
import { Gate } from './Gate';
import { usePrerender } from './prerender';

function Shell() {
  const { pathname } = useLocation();
  useDeepLinks();
  const mode = useHeaderMode();
  const embed = isEmbedPath(pathname);
  const prerender = usePrerender();
  const { childProfile } = useSession();
  const chrome = pageChrome(pathname, childProfile);
  // Issue 38: on a channel page the footer comes after the player's first frame. Rendered in the same pass as the
  // player, its first date formatter (the support link's time zone: Intl loads the zone data once per page) held
  // the player's creation 40–150 ms in traces of a returning viewer's visit. It sits below the stage: nothing
  // above it moves when it arrives.
  // Issue 38 (Lighthouse TBT): what the first screen does not show (the footer below the page, the hosts that
  // wait for a later event) joins in a second, deferred pass: rendered in slices after the first paint.
  const later = useDeferredValue(true, false);
  const footer =
    useAfterFirstFrame(undefined, isChannelPage(pathname) && !prerender) && later && chrome.footer;
  const classes = ['app', mode.narrow && 'app--narrow', prerender && 'app--prerender', ...chrome.classes];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      {chrome.header && <Header />}
      <div className="app__main">
        <Gate />
      </div>
      {footer && <Footer />}
      {!embed && mode.narrow && <BottomNav />}
      <ModalHost />
      <DocumentMeta />
      {!embed && <AnalyticsHost />}
      {later && !embed && <PaymentWatcher />}
      {later && <EngagementHost />}
      {later && !embed && <BlockStatusWatch />}
    </div>
  );
}

export function RootLayout() {
  return (
    <SessionProvider>
      <Shell />
    </SessionProvider>
  );
}
