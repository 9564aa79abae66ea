/**
 * What the browser offers the prompts: the install offer (Chromium's beforeinstallprompt, kept so the
 * install prompt's button can use it) and whether notifications can still be asked for. The
 * permission is read again when it changes (the permissions API) so an answer given elsewhere counts.
 */
import { useCallback, useEffect, useState } from 'react';

interface InstallOffer extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface BrowserOffers {
  install: InstallOffer | null;
  permission: NotificationPermission | 'unsupported';
  /** Shows the browser's install dialog; the offer is used up either way. */
  runInstall(): Promise<void>;
  /** Asks for notification permission; 'denied' is only logged (000 §8). */
  askPermission(): Promise<NotificationPermission | 'unsupported'>;
}

const readPermission = (): NotificationPermission | 'unsupported' =>
  typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;

export function useBrowserOffers(): BrowserOffers {
  const [install, setInstall] = useState<InstallOffer | null>(null);
  const [permission, setPermission] = useState(readPermission);
  useEffect(() => {
    const controller = new AbortController();
    window.addEventListener(
      'beforeinstallprompt',
      (event) => {
        // The app offers it in its own prompt instead of the browser's mini bar.
        event.preventDefault();
        setInstall(event as InstallOffer);
      },
      { signal: controller.signal },
    );
    window.addEventListener('appinstalled', () => setInstall(null), { signal: controller.signal });
    navigator.permissions
      ?.query({ name: 'notifications' })
      .then((status) => {
        status.addEventListener('change', () => setPermission(readPermission()), {
          signal: controller.signal,
        });
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  const runInstall = useCallback(async () => {
    if (!install) return;
    setInstall(null);
    await install.prompt();
    await install.userChoice.catch(() => undefined);
  }, [install]);
  const askPermission = useCallback(async () => {
    if (typeof Notification === 'undefined') return 'unsupported' as const;
    const answer = await Notification.requestPermission();
    if (answer === 'denied') console.log('[onair] notification permission denied');
    setPermission(answer);
    return answer;
  }, []);
  return { install, permission, runInstall, askPermission };
}
