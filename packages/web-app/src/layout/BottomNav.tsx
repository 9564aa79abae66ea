import { useTranslation } from 'react-i18next';
import { MenuLink } from './MenuLink';
import { useMenu } from './useMenu';

/** 001 §2: on narrow screens a bottom bar shows the default menu pages. */
export function BottomNav() {
  const { t } = useTranslation();
  const menu = useMenu();
  return (
    <nav className="bottom-nav" aria-label={t('menu')}>
      {menu.map((item) => (
        <MenuLink key={item.key} item={item} className="bottom-nav__link" />
      ))}
    </nav>
  );
}
