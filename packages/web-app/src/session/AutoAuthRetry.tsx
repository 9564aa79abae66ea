/**
 * 000 §8 "Auto-auth failure shows a retry modal with the support phone": the operator signs this device
 * in by itself, and when that fails the viewer can only try again or call the operator. The modal has
 * no close: without a session there is nothing behind it to go back to.
 */
import { useTranslation } from 'react-i18next';
import { telHref } from '../layout/footer-links';
import { Dialog } from '../modals/Dialog';

export function AutoAuthRetry(props: { supportPhone: string | null; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('auto_auth_failed_title')} onClose={null}>
      <div data-testid="auto-auth-retry">
        <p className="modal__text">{t('auto_auth_failed_text')}</p>
        {props.supportPhone && (
          <p className="modal__text">
            {t('auto_auth_failed_support')} <a href={telHref(props.supportPhone)}>{props.supportPhone}</a>
          </p>
        )}
        <div className="modal__actions">
          <button type="button" className="button button--primary" onClick={props.onRetry}>
            {t('retry')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
