/** Step 4 (000 §2): the code, the tariff name, the number of days and the end date, and proceed. */
import type { TFunction } from 'i18next';
import { formatDate } from '../i18n/date-format';
import type { Activation } from './schemas';

export function DoneStep(props: {
  t: TFunction;
  result: Activation;
  language: string;
  onProceed: () => void;
}) {
  const { t, result } = props;
  const until = formatDate(result.end_at * 1000, props.language, 'longDate');
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
        {/* 001 §8 hint_promodays_no_days: a code that adds no days says so, not "0 days". */}
        <dd data-fact="days">
          {result.days > 0 ? t('days', { count: result.days }) : t('hint_promodays_no_days')}
        </dd>
        <dt>{t('done_until')}</dt>
        <dd data-fact="until">{until}</dd>
      </dl>
      <button type="button" className="button button--primary button--wide" onClick={props.onProceed}>
        {t('proceed')}
      </button>
    </div>
  );
}
