/**
 * Why: 001 §2 Menu and header — the header turns dark after 140 px of scroll, and on narrow screens in
 * landscape it hides while scrolling down past 250 px (the video needs the height) and comes back on
 * scroll up. Bottom navigation replaces the menu at ≤ 1023 px (≤ 1281 px on mobile devices).
 */
import {
  HEADER_DARK_AFTER_PX,
  HEADER_HIDE_AFTER_PX,
  NARROW_MAX_MOBILE_PX,
  NARROW_MAX_PX,
  TRIAL_BANNER_MAX_DAYS,
} from '../constants';

export function isNarrow(width: number, mobileDevice: boolean): boolean {
  return width <= (mobileDevice ? NARROW_MAX_MOBILE_PX : NARROW_MAX_PX);
}

export interface HeaderInput {
  scrollY: number;
  previousScrollY: number;
  width: number;
  height: number;
  mobileDevice: boolean;
}

export function headerMode(input: HeaderInput): { dark: boolean; hidden: boolean } {
  const dark = input.scrollY > HEADER_DARK_AFTER_PX;
  const landscape = input.width > input.height;
  const scrollingDown = input.scrollY > input.previousScrollY;
  const hidden =
    isNarrow(input.width, input.mobileDevice) &&
    landscape &&
    scrollingDown &&
    input.scrollY > HEADER_HIDE_AFTER_PX;
  return { dark, hidden };
}

/** 001 §2: header and footer are hidden in embed mode (the path contains `_embed/`). */
export function isEmbedPath(pathname: string): boolean {
  return pathname.includes('_embed/');
}

/** 000 §5: the trial promo shows only when promo_days is 90 or less, for guests with no purchases. */
export function showTrialPromo(
  promoDays: number | null | undefined,
  isGuest: boolean,
  hasPurchases: boolean,
): boolean {
  return (
    typeof promoDays === 'number' &&
    promoDays > 0 &&
    promoDays <= TRIAL_BANNER_MAX_DAYS &&
    isGuest &&
    !hasPurchases
  );
}

/**
 * 001 §2 Page modes and Footer: the path fragments /gift, /promo/lovi and /provider add layout classes;
 * the header is hidden on /promo/lovi and in embed mode; the footer on /gift, /promo/lovi and in embed mode.
 */
/** `childProfile`: 001 §5 "a child style is applied" to the whole app while a child profile is chosen. */
export function pageChrome(
  pathname: string,
  childProfile = false,
): { header: boolean; footer: boolean; classes: string[] } {
  const embed = isEmbedPath(pathname);
  const gift = pathname.includes('/gift');
  const lovi = pathname.includes('/promo/lovi');
  const provider = pathname.includes('/provider');
  return {
    header: !embed && !lovi,
    footer: !embed && !lovi && !gift,
    classes: [
      ...(gift ? ['app--gift'] : []),
      ...(lovi ? ['app--promo-lovi'] : []),
      ...(provider ? ['app--provider'] : []),
      ...(childProfile ? ['app--child'] : []),
    ],
  };
}
