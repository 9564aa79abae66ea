import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useSession } from '../session/context';
import { networkCountry, networkIp } from '../session/startup';

/** 000 §4 Region-blocked: the server message plus country and IP. */
export default function GeoLock() {
  const { t } = useTranslation();
  const session = useSession();
  const block = session.regionBlock;
  // 000 §4 Region-blocked: leaving (or landing here) when not blocked goes home.
  if (!block && session.status !== 'region-blocked') return <Navigate to="/" replace />;
  const country = block?.country ?? networkCountry(session.network);
  const ip = block?.ip ?? networkIp(session.network);
  return (
    <main className="geo-lock" data-testid="geo-lock">
      <h1>{t('region_blocked_title')}</h1>
      <p className="geo-lock__message">{block?.message ?? t('region_blocked_text')}</p>
      <dl>
        {country && (
          <>
            <dt>{t('country')}</dt>
            <dd>{country}</dd>
          </>
        )}
        {ip && (
          <>
            <dt>{t('ip_address')}</dt>
            <dd>{ip}</dd>
          </>
        )}
      </dl>
    </main>
  );
}
