import { useTranslation } from 'react-i18next';
import { MenuLink } from './MenuLink';
import { DEFAULT_MENU } from './menu';

/**
 * 001 §2: on narrow screens a bottom bar shows the default menu pages — not the operator's rowset pages,
 * which can be many and long (in Russian they broke mid-word in a 375 px bar); those stay in the header
 * menu and its More list.
 */
export function BottomNav() {
  const { t } = useTranslation();
  return (
    <nav className="bottom-nav" aria-label={t('menu')}>
      {DEFAULT_MENU.map((item) => (
        <MenuLink key={item.key} item={item} className="bottom-nav__link" />
      ))}
    </nav>
  );
}
