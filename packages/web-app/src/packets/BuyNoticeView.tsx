/** What a purchase ended with: success (paused variant), the payment-release note, or the server's error. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrency } from './BuyDialogs';
import { formatMoney } from './format';
import type { BuyNotice } from './useBuyPacket';

export function BuyNoticeView({ notice, onDismiss }: { notice: BuyNotice | null; onDismiss: () => void }) {
  const { t, i18n } = useTranslation('packets');
  const currency = useCurrency();
  if (!notice) return null;
  if (notice.tone === 'error') {
    return (
      <p className="packet-notice packet-notice--error" role="alert">
        {notice.text}
      </p>
    );
  }
  if (notice.tone === 'info') {
    return (
      <div className="packet-notice" role="status">
        <p>
          {t('buy_payment_soon', {
            missing: formatMoney(notice.missing, i18n.language, currency),
            balance: formatMoney(notice.balance, i18n.language, currency),
          })}
        </p>
        <button type="button" className="button button--link" onClick={onDismiss}>
          {t('close')}
        </button>
      </div>
    );
  }
  return (
    <div className="packet-notice packet-notice--ok" role="status">
      <p>{t(notice.key, { name: notice.name })}</p>
      <Link to="/channels">{t('to_channels')}</Link>
    </div>
  );
}
