/**
 * Issue 20's notifications in the shell: opens the push modal (#push) when the feed has a push and no
 * other modal is on screen — 600 ms after one closed (001 §4) — and shows the notification prompts,
 * which stand back while a modal is open or a push waits, and says when the browser is offline; applies
 * the provider's brand; counts the app's navigation steps. Embeds get the brand and the count only.
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { BrandApplier } from '../../brand/useBrand';
import { isEmbedPath } from '../../layout/header-policy';
import { modalFromHash, openModal } from '../../modals/modal-url';
import { openAt } from './modal-lifecycle';
import { useCountNavigationSteps } from './navigation-steps';
import { OfflineNotice } from './OfflineNotice';
import { PromptHost } from './PromptHost';
import { useModalOpen } from './useModalOpen';
import { useNativeLinks } from './useNativeLinks';
import { usePushFeed } from './usePushFeed';
import './notify.css';

export function EngagementHost() {
  const { pathname, hash } = useLocation();
  const navigate = useNavigate();
  const modal = useModalOpen();
  const { pushes } = usePushFeed();
  const embed = isEmbedPath(pathname);
  useNativeLinks();
  // 001 §4: the app's step counter rises on every path change, embeds included.
  useCountNavigationSteps();
  const pending = !embed && pushes.length > 0;
  const showing = modalFromHash(hash) === 'push';

  useEffect(() => {
    if (!pending || showing) return;
    const now = Date.now();
    const at = openAt(now, modal);
    if (at === null) return;
    const timer = window.setTimeout(() => openModal(navigate, 'push'), at - now);
    return () => window.clearTimeout(timer);
  }, [pending, showing, modal, navigate]);

  if (embed) return <BrandApplier />;
  return (
    <>
      <BrandApplier />
      <OfflineNotice />
      <PromptHost modal={modal} pushWaiting={pending} />
    </>
  );
}
