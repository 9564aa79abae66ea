/**
 * Offers mode (000 §4): a packet sold for several periods confirms the period first. The one matching
 * the packet's own period is chosen to start with; the viewer may pick another.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../modals/Dialog';
import type { OfferPeriod } from './buy-flow';
import { formatMoney, formatPeriod } from './format';

export function PeriodDialog(props: {
  name: string;
  periods: OfferPeriod[];
  period: number;
  currency: string | null;
  onConfirm: (period: number) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('packets');
  const [chosen, setChosen] = useState(props.period);
  return (
    <Dialog title={t('period_title', { name: props.name })} onClose={props.onClose}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          props.onConfirm(chosen);
        }}
      >
        <fieldset className="period-choice">
          <legend className="muted">{t('period_legend')}</legend>
          {props.periods.map((p) => (
            <label key={p.period} className="period-choice__option">
              <input
                type="radio"
                name="period"
                value={p.period}
                checked={chosen === p.period}
                onChange={() => setChosen(p.period)}
              />
              {formatPeriod(t, p.period)} · {formatMoney(p.amount, i18n.language, props.currency)}
            </label>
          ))}
        </fieldset>
        <div className="packet-actions">
          <button type="submit" className="button button--primary">
            {t('period_confirm')}
          </button>
          <button type="button" className="button" onClick={props.onClose}>
            {t('cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
