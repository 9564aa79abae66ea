/**
 * The `smarttv` modal (001 §2 Modals): watching on a TV — the operator's devices from the instructions
 * call, each a link to its install steps (001 §2 Instructions page, `/instructions?device=`).
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dialog } from '../modals/Dialog';
import type { DeepLinkModalProps } from '../modals/deep-link';
import { useSession } from '../session/context';
import { Skeleton } from '../ui/Spinner';
import { useEngagementApi } from './useEngagementApi';
import './engagement.css';

export function SmartTvModal({ onClose }: DeepLinkModalProps) {
  const { t, ready } = useTranslation('engagement', { useSuspense: false });
  const api = useEngagementApi();
  const session = useSession();
  const data = useQuery({
    queryKey: ['instructions', session.language],
    queryFn: () => api!.instructions(),
    enabled: api !== null,
  });
  if (!ready) return null;
  return (
    <Dialog title={t('smarttv_title')} onClose={onClose}>
      <p className="modal__text">{t('smarttv_text')}</p>
      {data.isPending ? (
        <Skeleton lines={3} />
      ) : data.isError ? (
        <p role="alert">{t('instructions_error')}</p>
      ) : (
        <ul className="smarttv-devices" data-testid="smarttv-devices">
          {data.data.devices.map((device) => (
            <li key={device.id}>
              <Link to={`/instructions?device=${encodeURIComponent(device.id)}`}>{device.name}</Link>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
