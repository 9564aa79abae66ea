import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { MenuItem } from './menu';

/** The visible text of a menu item: the operator's title, else the translated built-in label. */
export function useMenuText(): (item: MenuItem) => string {
  const { t } = useTranslation();
  return (item) => item.title ?? (item.label ? t(item.label) : item.key);
}

/** An app route as a NavLink (marked when current); an outer link opens the partner site in a new tab. */
export function MenuLink({
  item,
  className,
  onClick,
}: {
  item: MenuItem;
  className: string;
  onClick?: () => void;
}) {
  const text = useMenuText()(item);
  if (item.external) {
    return (
      <a href={item.to} className={className} target="_blank" rel="noopener noreferrer" onClick={onClick}>
        {text}
      </a>
    );
  }
  return (
    <NavLink to={item.to} end={item.to === '/'} className={className} onClick={onClick}>
      {text}
    </NavLink>
  );
}
