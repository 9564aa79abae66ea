/**
 * 001 §2 Instructions page (/instructions?device=): choose a device, read its steps and help link; below,
 * the four advantage blocks — links for a signed-in viewer, disabled-looking buttons that open auth for
 * everyone else.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '../session/context';
import { ErrorState, Spinner } from '../ui/Spinner';
import { advantageBlocks, canUseAdvantages } from './advantages';
import { useEngagementApi } from './useEngagementApi';
import './engagement.css';

export default function InstructionsPage() {
  const { t, ready } = useTranslation('engagement', { useSuspense: false });
  const api = useEngagementApi();
  const session = useSession();
  const [search, setSearch] = useSearchParams();
  const data = useQuery({
    queryKey: ['instructions', session.language],
    queryFn: () => api!.instructions(),
    enabled: api !== null,
  });
  if (!ready || data.isPending) return <Spinner />;
  if (data.isError) {
    return (
      <main className="page info-page">
        <ErrorState text={t('instructions_error')} onRetry={() => data.refetch()} />
      </main>
    );
  }
  const { devices, advantages } = data.data;
  const device = devices.find((d) => d.id === search.get('device')) ?? devices[0];
  const signedIn = canUseAdvantages(session);
  return (
    <main className="page info-page instructions">
      <h1>{t('instructions_title')}</h1>
      <p>{t('instructions_lead')}</p>
      <nav aria-label={t('devices')} className="device-picker">
        {devices.map((d) => (
          <button
            key={d.id}
            type="button"
            className={`chip${d === device ? ' chip--active' : ''}`}
            aria-pressed={d === device}
            onClick={() => setSearch({ device: d.id }, { replace: true })}
          >
            {d.name}
          </button>
        ))}
      </nav>
      {device && (
        <section className="device-steps" aria-live="polite">
          <h2>{t('steps_for', { name: device.name })}</h2>
          <ol>
            {device.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <a href={device.help_url} target="_blank" rel="noopener noreferrer">
            {t('help_link', { name: device.name })}
          </a>
        </section>
      )}
      <section className="advantages" aria-labelledby="advantages-title">
        <h2 id="advantages-title">{t('advantages')}</h2>
        {!signedIn && <p className="advantages__hint">{t('advantages_sign_in')}</p>}
        <ul>
          {advantageBlocks(advantages).map((block) => (
            <li key={block.key} className={`advantage advantage--${block.key}`}>
              {signedIn ? (
                <Link to={block.to}>{t(block.text, { count: block.count })}</Link>
              ) : (
                <button
                  type="button"
                  aria-disabled="true"
                  className="advantage--disabled"
                  onClick={() => session.askSignIn({ kind: 'page' })}
                >
                  {t(block.text, { count: block.count })}
                </button>
              )}
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
