/** /lk/subscriptions: the Subscriptions tab on a page of its own (the account page shows it as a tab). */
import { useTranslation } from 'react-i18next';
import SubscriptionsTab from './SubscriptionsTab';

export default function SubscriptionsPage() {
  const { t } = useTranslation('packets', { useSuspense: false });
  return (
    <main className="page packet-page">
      <h1>{t('subscriptions_title')}</h1>
      <SubscriptionsTab />
    </main>
  );
}
