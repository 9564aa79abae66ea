import { useTranslation } from 'react-i18next';
import { type FavouriteTarget, useFavouriteToggle } from '../session/useFavouriteToggle';

/** The favourites toggle button (a pressed button; a guest is sent to sign in). */
export function FavouriteButton({ target, initial }: { target: FavouriteTarget; initial: boolean }) {
  const { t } = useTranslation();
  const { favoured, toggle } = useFavouriteToggle(target, initial);
  return (
    <button
      type="button"
      className={`button${favoured ? ' button--active' : ''}`}
      aria-pressed={favoured}
      onClick={() => void toggle()}
    >
      {favoured ? `★ ${t('in_favourites')}` : `☆ ${t('add_favourite')}`}
    </button>
  );
}
