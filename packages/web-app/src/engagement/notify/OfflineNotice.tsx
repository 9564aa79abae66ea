/**
 * Issue 20 acceptance: the app shell opened without a connection says so instead of leaving a blank
 * or puzzling page. The browser's offline flag counts, and so does a start-up that failed while the
 * API cannot be reached at all (emulated or captive networks often leave navigator.onLine true). When
 * the connection comes back a failed start-up is tried again, so the viewer need not find the retry
 * button.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/context';

/** Whether the API answers at all (any HTTP status counts as reachable). */
async function reachable(url: string): Promise<boolean> {
  try {
    await fetch(url, { method: 'HEAD', cache: 'no-store', mode: 'no-cors' });
    return true;
  } catch {
    return false;
  }
}

export function OfflineNotice() {
  const { t } = useTranslation('engagement', { useSuspense: false });
  const { status, restart, apiBase } = useSession();
  const [online, setOnline] = useState(() => navigator.onLine);
  const [unreachable, setUnreachable] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    window.addEventListener('offline', () => setOnline(false), { signal: controller.signal });
    window.addEventListener(
      'online',
      () => {
        setOnline(true);
        if (status === 'failed') restart();
      },
      { signal: controller.signal },
    );
    return () => controller.abort();
  }, [status, restart]);
  useEffect(() => {
    if (status !== 'failed' || !apiBase) {
      setUnreachable(false);
      return;
    }
    let live = true;
    void reachable(apiBase).then((ok) => {
      if (live) setUnreachable(!ok);
    });
    return () => {
      live = false;
    };
  }, [status, apiBase]);
  if (online && !unreachable) return null;
  return (
    <div className="offline-notice" role="alert" data-testid="offline-notice">
      <strong>{t('offline_title')}</strong> {t('offline_text')}
    </div>
  );
}
