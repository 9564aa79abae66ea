/**
 * Feeds the app's analytics from the page (001 §4 News and notifications, §7): every route change (pages,
 * with the redirect check), the viewer's touches, clicks and keys (the last action), and the page's web
 * vitals, measured by Google's `web-vitals` library, loaded after the page is up so it costs the start
 * nothing. Renders nothing.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { Analytics } from './analytics';
import { useAnalytics } from './useAnalytics';

export function AnalyticsHost() {
  const analytics = useAnalytics();
  const { pathname } = useLocation();

  useEffect(() => {
    analytics?.pathChanged(pathname);
  }, [analytics, pathname]);

  useEffect(() => {
    if (!analytics) return;
    const controller = new AbortController();
    const options = { capture: true, passive: true, signal: controller.signal };
    document.addEventListener('touchstart', () => analytics.action('touch'), options);
    document.addEventListener('click', () => analytics.action('click'), options);
    document.addEventListener('keydown', () => analytics.action('key'), options);
    return () => controller.abort();
  }, [analytics]);

  useEffect(() => {
    if (analytics) watchWebVitals(analytics);
  }, [analytics]);

  return null;
}

let watching = false;

/** Once per page: each metric is reported when the library settles it (some only as the page hides). */
function watchWebVitals(analytics: Analytics): void {
  if (watching) return;
  watching = true;
  void import('web-vitals')
    .then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      const report = (metric: { name: string; value: number; rating: string }) =>
        analytics.track({
          event: 'web_vital',
          name: metric.name,
          value: Math.round(metric.value * 1000) / 1000,
          rating: metric.rating,
          path: window.location.pathname,
        });
      for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(report);
    })
    .catch(() => {
      watching = false;
    });
}
