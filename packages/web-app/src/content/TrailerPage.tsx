/** /trailers/:id — trailer playback as a modal (001 §2), in the app's one player. */
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Dialog } from '../modals/ModalHost';
import { NotFound } from '../pages/NotFound';
import { PlayerView } from '../player/PlayerView';

export default function TrailerPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id } = useParams();
  const trailerId = id && /^\d+$/.test(id) ? Number(id) : null;
  if (trailerId === null) return <NotFound />;
  return (
    <Dialog title={t('trailer')} className="modal--wide" onClose={() => navigate(-1)}>
      <PlayerView target={{ kind: 'trailer', trailerId }} aria-label={t('trailer')} />
    </Dialog>
  );
}
