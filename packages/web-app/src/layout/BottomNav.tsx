import { useTranslation } from 'react-i18next';
import { MenuLink } from './MenuLink';
import { useMenu } from './useMenu';

/** Five labels still read at 320 px; outer links (partner sites) belong to the footer, not the app bar. */
const BOTTOM_BAR_ITEMS = 5;

/** 001 §2: on narrow screens a bottom bar shows the default menu pages. */
export function BottomNav() {
  const { t } = useTranslation();
  const items = useMenu()
    .filter((item) => !item.external)
    .slice(0, BOTTOM_BAR_ITEMS);
  return (
    <nav className="bottom-nav" aria-label={t('menu')}>
      {items.map((item) => (
        <MenuLink key={item.key} item={item} className="bottom-nav__link" />
      ))}
    </nav>
  );
}
