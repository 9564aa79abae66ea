/** Step 4 (000 §2): the code, the tariff name, the number of days and the end date, and proceed. */
import type { TFunction } from 'i18next';
import type { Activation } from './schemas';

export function DoneStep(props: {
  t: TFunction;
  result: Activation;
  language: string;
  onProceed: () => void;
}) {
  const { t, result } = props;
  const until = new Intl.DateTimeFormat(props.language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(result.end_at * 1000);
  return (
    <div className="promo__done">
      <p className="promo__success" role="status">
        {t('done_text')}
      </p>
      <dl className="promo__facts">
        <dt>{t('done_code')}</dt>
        <dd data-fact="code">{result.key}</dd>
        <dt>{t('done_tariff')}</dt>
        <dd data-fact="tariff">{result.packets.map((p) => p.name).join(', ')}</dd>
        <dt>{t('done_days')}</dt>
        <dd data-fact="days">{t('days', { count: result.days })}</dd>
        <dt>{t('done_until')}</dt>
        <dd data-fact="until">{until}</dd>
      </dl>
      <button type="button" className="button button--primary button--wide" onClick={props.onProceed}>
        {t('proceed')}
      </button>
    </div>
  );
}
