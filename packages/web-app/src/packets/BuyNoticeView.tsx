/** What a purchase from the balance ended with: success (paused variant) or the server's error. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BuyNotice } from './useBuyPacket';

export function BuyNoticeView({ notice }: { notice: BuyNotice | null }) {
  const { t } = useTranslation('packets');
  if (!notice) return null;
  if (notice.tone === 'error') {
    return (
      <p className="packet-notice packet-notice--error" role="alert">
        {notice.text}
      </p>
    );
  }
  return (
    <div className="packet-notice packet-notice--ok" role="status">
      <p>{t(notice.key, { name: notice.name })}</p>
      <Link to="/channels">{t('to_channels')}</Link>
    </div>
  );
}
