/**
 * The "enter promo code" link of the footer and the account page's start (000 §2 Settings start:
 * "promocode link if allowed"). Its words come from the promo namespace; until they load it shows
 * nothing rather than a raw key.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function PromoLink({ className }: { className?: string }) {
  const { t, ready } = useTranslation('promo', { useSuspense: false });
  if (!ready) return null;
  return (
    <Link to="/promo" className={className} data-testid="promo-link">
      {t('enter_promo_code')}
    </Link>
  );
}
