/**
 * Why: 001 §5 "Install prompt … On mobile redirect, only on Chromium-family non-iOS browsers not in
 * standalone." The mobile-app redirect screen offers installing the site beside the native app when the
 * browser can do it: a Chromium-family browser (Chrome, Edge, Samsung Internet, Opera all say `Chrome/`)
 * outside iOS (where every browser is WebKit, whatever its name) that has offered installation
 * (`beforeinstallprompt`), and not already running installed.
 */
export function offersInstallOnRedirect(input: {
  userAgent: string;
  standalone: boolean;
  offered: boolean;
}): boolean {
  if (!input.offered || input.standalone) return false;
  if (/iPhone|iPad|iPod/i.test(input.userAgent)) return false;
  return /\b(Chrome|Chromium)\/\d/.test(input.userAgent);
}
