/**
 * /promo/lovi (001 §2 Page modes, §9): the partner's promo page — Premium for 30 days for 1 000 UZS, with
 * 170+ channels, 10 cinemas and 5 devices per account. It has no header or footer of the site
 * (layout/header-policy.ts pageChrome) and its own layout class; its button opens the promo wizard.
 */
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { openModal } from '../modals/modal-url';
import { Spinner } from '../ui/Spinner';
import './promo.css';

/** 001 §9 Search and layout: the partner promo page's offer. */
export const PARTNER_OFFER = {
  days: 30,
  price: 1000,
  currency: 'UZS',
  channels: 170,
  cinemas: 10,
  devices: 5,
};

export default function PartnerPromoPage() {
  const { t, i18n, ready } = useTranslation('promo', { useSuspense: false });
  const navigate = useNavigate();
  if (!ready) return <Spinner />;
  const price = new Intl.NumberFormat(i18n.language).format(PARTNER_OFFER.price);
  return (
    <main className="partner-promo" data-testid="partner-promo">
      <h1>{t('partner_title', { days: PARTNER_OFFER.days })}</h1>
      <p className="partner-promo__price">
        {t('partner_price', { price, currency: PARTNER_OFFER.currency, days: PARTNER_OFFER.days })}
      </p>
      <ul className="partner-promo__facts">
        <li>{t('partner_channels', { count: PARTNER_OFFER.channels })}</li>
        <li>{t('partner_cinemas', { count: PARTNER_OFFER.cinemas })}</li>
        <li>{t('partner_devices', { count: PARTNER_OFFER.devices })}</li>
      </ul>
      <button
        type="button"
        className="button button--primary"
        onClick={() => openModal(navigate, 'promocode')}
      >
        {t('partner_cta')}
      </button>
    </main>
  );
}
