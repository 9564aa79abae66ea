/**
 * The block_alma modal (000 §2 Modals, §3 Block status): the regional subscriber's account, balance and
 * monthly fee, the operator's own words on why watching is paused (message_detail), and the way to top
 * up. Opened by BlockStatusWatch when the status says blocked, or from the #block_alma hash.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dialog } from '../modals/Dialog';
import type { DeepLinkModalProps } from '../modals/deep-link';
import { useCurrency } from '../packets/useCurrency';
import { useSession } from '../session/context';
import { Skeleton } from '../ui/Spinner';
import { blockStatusKey, fetchBlockStatus, isBlocked } from './block-status';
import './accounts.css';

export function BlockStatusModal({ onClose, close }: DeepLinkModalProps) {
  const { t } = useTranslation();
  const session = useSession();
  const provider = session.network?.provider?.id ?? null;
  const currency = useCurrency() ?? '';
  const status = useQuery({
    queryKey: blockStatusKey(session.user?.id),
    queryFn: () => fetchBlockStatus(session.api!, provider),
    enabled: session.api !== null,
  });
  const data = status.data;
  const money = (value: unknown) => `${String(value ?? '')} ${currency}`.trim();
  return (
    <Dialog title={t(isBlocked(data) ? 'block_title' : 'block_title_active')} onClose={onClose}>
      {status.isPending ? (
        <Skeleton lines={3} />
      ) : status.isError || !data ? (
        <p role="alert">{t('block_error')}</p>
      ) : (
        <>
          {data.message_detail && <p className="modal__text">{data.message_detail}</p>}
          <dl className="block-status" data-testid="block-status">
            <dt>{t('block_account')}</dt>
            <dd>{data.username}</dd>
            <dt>{t('block_balance')}</dt>
            <dd>{money(data.balance)}</dd>
            <dt>{t('block_fee')}</dt>
            <dd>{money(data.amount)}</dd>
          </dl>
          {isBlocked(data) && (
            <Link className="button button--primary sign-in__submit" to="/settings/payment" onClick={close}>
              {t('block_top_up')}
            </Link>
          )}
        </>
      )}
    </Dialog>
  );
}
