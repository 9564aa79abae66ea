/**
 * 001 §6: "One partner redirects the auth modal to its external site". Where the provider names its own
 * sign-in page (`auth_url`, layout/partner-rules.ts), the sign-in modal sends the viewer there, with the
 * address to come back to; the link stays on screen in case the browser holds the navigation back.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../modals/Dialog';
import { leaveFor } from '../ui/leave';

export function partnerSignInUrl(authUrl: string, back: string): string {
  const url = new URL(authUrl);
  url.searchParams.set('return', back);
  return url.toString();
}

export function PartnerSignIn({ authUrl, onClose }: { authUrl: string; onClose: (() => void) | null }) {
  const { t } = useTranslation();
  const target = partnerSignInUrl(
    authUrl,
    `${window.location.origin}${window.location.pathname}${window.location.search}`,
  );
  useEffect(() => leaveFor(target), [target]);
  return (
    <Dialog title={t('sign_in')} onClose={onClose}>
      <p className="modal__text" role="status">
        {t('partner_sign_in')} <a href={target}>{new URL(authUrl).host}</a>
      </p>
    </Dialog>
  );
}
