import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { MENU } from './menu';

/** 001 §2: on narrow screens a bottom bar shows the default menu pages. */
export function BottomNav() {
  const { t } = useTranslation();
  return (
    <nav className="bottom-nav" aria-label={t('menu')}>
      {MENU.map((item) => (
        <NavLink key={item.key} to={item.to} end={item.to === '/'} className="bottom-nav__link">
          {t(item.label)}
        </NavLink>
      ))}
    </nav>
  );
}
