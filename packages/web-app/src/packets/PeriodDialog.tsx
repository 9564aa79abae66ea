/**
 * Offers mode (000 §4): a packet sold for several periods confirms the period first. The one matching
 * the packet's own period is chosen to start with; the viewer may pick another.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../modals/Dialog';
import type { OfferPeriod } from './buy-flow';
import { formatMoney, formatPeriod } from './format';
import { DiscountNote } from './PacketExtras';
import { periodDiscounts } from './pricing';

export function PeriodDialog(props: {
  name: string;
  /** The Subscriptions tab's Change: the period of the next renewal, said in the title. */
  title?: string;
  busy?: boolean;
  error?: string | null;
  periods: OfferPeriod[];
  period: number;
  currency: string | null;
  onConfirm: (period: number) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('packets');
  const [chosen, setChosen] = useState(props.period);
  const discounts = periodDiscounts(props.periods);
  const money = (value: number) => formatMoney(value, i18n.language, props.currency, '\u00a0');
  return (
    <Dialog title={props.title ?? t('period_title', { name: props.name })} onClose={props.onClose}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          props.onConfirm(chosen);
        }}
      >
        <fieldset className="period-choice">
          <legend className="muted">{t('period_legend')}</legend>
          {props.periods.map((p, i) => {
            return (
              <label key={p.period} className="period-choice__option">
                <input
                  type="radio"
                  name="period"
                  value={p.period}
                  checked={chosen === p.period}
                  onChange={() => setChosen(p.period)}
                />
                {/* One box for the words: as flex items of their own the price and its saving stood in two
                    columns, the ₽ wrapped alone (seen at 375 and 1440 px in Russian). */}
                <span>
                  {formatPeriod(t, p.period)} · {money(p.amount)}
                  <DiscountNote discount={discounts[i]} money={money} />
                </span>
              </label>
            );
          })}
        </fieldset>
        {props.error && (
          <p className="packet-notice packet-notice--error" role="alert">
            {props.error}
          </p>
        )}
        <div className="packet-actions">
          <button
            type="submit"
            className="button button--primary"
            disabled={props.busy === true}
            aria-busy={props.busy === true}
          >
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
