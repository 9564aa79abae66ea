/**
 * 000 §2 block_alma: a signed-in viewer of a provider with the regional middleware is told once per page
 * load, when no other modal is on screen, that watching is paused (GET mw/status_block says blocked).
 * The answer is shared with the modal through react-query, so the modal asks nothing again.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isEmbedPath } from '../layout/header-policy';
import { modalFromHash, openModal } from '../modals/modal-url';
import { useSession } from '../session/context';
import { blockStatusKey, fetchBlockStatus, hasRegionalMiddleware, isBlocked } from './block-status';

export function BlockStatusWatch() {
  const session = useSession();
  const { pathname, hash } = useLocation();
  const navigate = useNavigate();
  const shown = useRef<unknown>(null);
  const asks =
    session.status === 'ready' &&
    !session.isGuest &&
    session.api !== null &&
    hasRegionalMiddleware(session.network) &&
    !isEmbedPath(pathname);
  const userId = session.user?.id;
  const status = useQuery({
    queryKey: blockStatusKey(userId),
    queryFn: () => fetchBlockStatus(session.api!, session.network?.provider?.id ?? null),
    enabled: asks,
  });
  const blocked = asks && isBlocked(status.data);
  const modalOpen = modalFromHash(hash) !== null;

  useEffect(() => {
    if (!blocked || modalOpen || shown.current === userId) return;
    shown.current = userId;
    openModal(navigate, 'block_alma');
  }, [blocked, modalOpen, userId, navigate]);
  return null;
}
