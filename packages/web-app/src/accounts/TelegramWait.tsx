/**
 * 000 §4 Phone login, Telegram variant: the hint while the viewer gets the code from the operator's
 * Telegram bot. The sign-in form polls otp/exist meanwhile (useCodeWaiting) and moves on to the code by
 * itself; the viewer may go back, or ask for the code by SMS when the operator offers it.
 */
import { useTranslation } from 'react-i18next';

export function TelegramWait({
  link,
  phone,
  busy,
  onBack,
  onSms,
}: {
  link: string;
  phone: string;
  busy: boolean;
  onBack: () => void;
  /** Absent when the operator sends no SMS. */
  onSms?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="sign-in__form" data-testid="sign-in-telegram">
      <div className="sign-in__sent">
        <button type="button" className="icon-button" aria-label={t('back')} onClick={onBack}>
          ←
        </button>
        <p>{t('telegram_title', { phone })}</p>
      </div>
      <p className="sign-in__hint">{t('telegram_hint')}</p>
      <a
        className="button button--primary sign-in__submit"
        href={link}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('telegram_open')}
      </a>
      <p className="sign-in__waiting" role="status">
        <span className="spinner__ring spinner__ring--small" aria-hidden="true" />
        {t('telegram_waiting')}
      </p>
      {onSms && (
        <p className="sign-in__resend">
          <button type="button" className="button button--link" onClick={onSms} disabled={busy}>
            {t('telegram_use_sms')}
          </button>
        </p>
      )}
    </div>
  );
}
