/**
 * /trailers/:id and /trailer?id= — trailer playback as a modal (001 §2), in the app's one player; /trailer
 * without a trailer is a placeholder page.
 */
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Dialog } from '../modals/ModalHost';
import { NotFound } from '../pages/NotFound';
import Placeholder from '../pages/Placeholder';
import { PlayerView } from '../player/PlayerView';

export default function TrailerPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const [search] = useSearchParams();
  const id = params.id ?? search.get('id');
  const trailerId = id && /^\d+$/.test(id) ? Number(id) : null;
  if (trailerId === null) return params.id === undefined ? <Placeholder /> : <NotFound />;
  return (
    <Dialog title={t('trailer')} className="modal--wide" onClose={() => navigate(-1)}>
      <PlayerView target={{ kind: 'trailer', trailerId }} aria-label={t('trailer')} />
    </Dialog>
  );
}
