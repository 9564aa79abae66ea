/**
 * 001 §3 Content meta: the title's terms for this viewer — license_info, user_license_info (a text in
 * the operator's colour) and, for a title not yet bought, min_price ("from …").
 */
import { useTranslation } from 'react-i18next';
import type { ContentMeta } from '../api/schemas';
import { formatMoney } from '../packets/format';
import { useCurrency } from '../packets/useCurrency';

/** Only a colour written as #rgb or #rrggbb reaches the style attribute. */
const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export function LicenceInfo({ meta }: { meta: ContentMeta }) {
  const { t, i18n } = useTranslation();
  const currency = useCurrency();
  const status = meta.user_license_info;
  const price = Number(meta.min_price);
  const showPrice = meta.is_purchased === false && Number.isFinite(price) && price > 0;
  if (!meta.license_info && !status?.text && !showPrice) return null;
  return (
    <p className="licence" data-testid="licence">
      {status?.text && (
        <span
          className="licence__status"
          style={
            status.color && HEX.test(status.color) ? { borderColor: status.color, color: status.color } : {}
          }
        >
          {status.text}
        </span>
      )}
      {meta.license_info && <span className="licence__info">{meta.license_info}</span>}
      {showPrice && (
        <span className="licence__price">
          {t('price_from', { price: formatMoney(price, i18n.language, currency) })}
        </span>
      )}
    </p>
  );
}
