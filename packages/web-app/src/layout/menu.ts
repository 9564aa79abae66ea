/**
 * The header menu. The demo operator has no rowsets yet, so the menu is the fixed set of routes this app
 * builds (001 §2 Menu: channel templates get the slug 'channels'); the search page is never a menu item.
 */
export interface MenuItem {
  key: string;
  to: string;
  label: string;
}

export const MENU: readonly MenuItem[] = [
  { key: 'home', to: '/', label: 'menu_home' },
  { key: 'channels', to: '/channels', label: 'menu_channels' },
  { key: 'free', to: '/channelsfree', label: 'menu_free' },
  { key: 'movies', to: '/movies', label: 'menu_movies' },
];
