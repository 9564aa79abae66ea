/** The catalogue's own strings (public/locales/{lng}/catalogue.json); `ready` is false while they load. */
import { useTranslation } from 'react-i18next';

export function useCatalogueT() {
  return useTranslation('catalogue', { useSuspense: false });
}
