/** The catalogue's own strings (public/locales/{lng}/catalogue.json); `ready` is false while they load. */
import { useTranslation } from 'react-i18next';

/**
 * One options object for every call: react-i18next memoises its options and its snapshot function on this
 * object, so a literal written in the call made a new one on each render of every catalogue component.
 */
const OPTIONS = { useSuspense: false } as const;

export function useCatalogueT() {
  return useTranslation('catalogue', OPTIONS);
}
