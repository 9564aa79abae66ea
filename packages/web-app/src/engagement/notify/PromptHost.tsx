/**
 * Shows the current notification prompt (prompt-policy.ts) from what this viewer and browser are:
 * session, the page, stored close times, the install offer and the notification permission, and the app's
 * step counter (navigation-steps.ts: it rises on every path change, 001 §4). Closing stores the time and keeps the kind away for the
 * rest of the visit (this tab, reloads included).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSession } from '../../session/context';
import { isWebView } from '../../ui/web-view';
import { EmailPrompt } from './EmailPrompt';
import { useNavigationSteps } from './navigation-steps';
import { PromptCard } from './PromptCard';
import { eligiblePrompts, PERMISSION_AFTER_MS, REGISTER_AFTER_MS } from './prompt-eligibility';
import { currentPrompt, type PromptKind } from './prompt-policy';
import { closedInVisit, closedTimes, storeClosed, storeClosedInVisit, surveyState } from './prompt-store';
import { SimplePrompt } from './SimplePrompt';
import { SurveyPrompt } from './SurveyPrompt';
import { useBrowserOffers } from './useBrowserOffers';
import type { ModalPresence } from './useModalOpen';

const START = Date.now();
const isChannelPage = (path: string) => /^\/channels\/[^/]+\/[^/]+/.test(path);

export function PromptHost(props: { modal: ModalPresence; pushWaiting: boolean }) {
  const { t } = useTranslation('engagement', { useSuspense: false });
  const session = useSession();
  const { pathname } = useLocation();
  const offers = useBrowserOffers();
  const steps = useNavigationSteps();
  const [pageSince, setPageSince] = useState(Date.now());
  const [now, setNow] = useState(Date.now());
  const [closedThisVisit, setClosedThisVisit] = useState<ReadonlySet<PromptKind>>(closedInVisit);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the time on a page starts with its path.
  useEffect(() => {
    setPageSince(Date.now());
  }, [pathname]);
  // The time-based kinds (register after 5 s on a channel page) need the clock to move.
  useEffect(() => {
    if (!isChannelPage(pathname)) return;
    const timer = window.setTimeout(() => setNow(Date.now()), REGISTER_AFTER_MS + 50);
    return () => window.clearTimeout(timer);
  }, [pathname]);

  // …and so does the permission prompt, which waits until the visit is PERMISSION_AFTER_MS old.
  useEffect(() => {
    const wait = START + PERMISSION_AFTER_MS - Date.now();
    if (wait < 0) return;
    const timer = window.setTimeout(() => setNow(Date.now()), wait + 50);
    return () => window.clearTimeout(timer);
  }, []);

  const user = session.user as (typeof session.user & { email?: unknown }) | null;
  const signedIn = Boolean(user) && !session.isGuest;
  const survey = surveyState();
  const eligible = eligiblePrompts({
    signedIn,
    guest: session.isGuest,
    hasEmail: typeof user?.email === 'string' && user.email.trim() !== '',
    promoDays: Number(session.network?.promo_days ?? 0) || 0,
    onChannelMs: isChannelPage(pathname) ? Math.max(now, Date.now()) - pageSince : null,
    sinceStartMs: Date.now() - START,
    installOffered: offers.install !== null,
    desktop: !/Mobi|Android|iPhone|iPad/i.test(navigator.userAgent),
    standalone: window.matchMedia?.('(display-mode: standalone)').matches ?? false,
    webView: isWebView(navigator.userAgent),
    miniApp: pathname.startsWith('/miniapp'),
    partner: session.params.partner,
    permission: offers.permission,
    unsubscribed: survey.unsubscribed,
    surveyAnswered: survey.answered,
  });
  const kind =
    session.status === 'ready'
      ? currentPrompt({
          now: Date.now(),
          eligible,
          closedAt: closedTimes(),
          closedThisVisit,
          modalOpen: props.modal.open || props.pushWaiting,
          steps,
        })
      : null;
  const closed = useCallback((k: PromptKind) => {
    storeClosed(k, Date.now());
    storeClosedInVisit(k);
    setClosedThisVisit((set) => new Set([...set, k]));
  }, []);
  const onClosed = useMemo(() => (kind ? () => closed(kind) : () => undefined), [kind, closed]);
  if (!kind) return null;
  const title = t(`prompt_${kind.endsWith('_install') ? 'install' : kind}_title`, {
    count: Number(session.network?.promo_days ?? 0),
  });
  return (
    <PromptCard key={kind} kind={kind} title={title} onClosed={onClosed}>
      {(close) => {
        if (kind === 'email') return <EmailPrompt close={close} />;
        if (kind === 'survey_unsubscribe') return <SurveyPrompt close={close} />;
        return <SimplePrompt kind={kind} close={close} offers={offers} />;
      }}
    </PromptCard>
  );
}
