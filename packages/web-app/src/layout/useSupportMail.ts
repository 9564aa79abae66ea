/**
 * The support e-mail link with the 000 §9 prefill, from what the session knows. The subscriptions are
 * the ones this visit has already read (the account page); the link never waits for a call.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/context';
import { deviceData } from '../session/device';
import { networkCountry, networkIp } from '../session/startup';
import { supportMailto } from './support-mail';

/**
 * The viewer's time zone, read once and only when the viewer reaches for the link (issue 38): the first
 * `Intl.DateTimeFormat` of a page loads the engine's locale data — 81–174 ms of one long task under
 * Lighthouse's 4× CPU on the start and content pages, where nothing else formats a date. Reading it on the
 * footer's render (once, since session 16) still paid that on every page load, for a link few viewers open.
 * The zone does not change while the page is open.
 */
let timeZone: string | null | undefined;
function readTimeZone(): string | null {
  if (timeZone === undefined) timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone ?? null;
  return timeZone;
}

/**
 * The link's address, and `prepare`: give it to the link's pointer-down, focus and context-menu handlers —
 * React renders the time zone into the address before the click (or Enter, or "copy link") that uses it.
 */
export function useSupportMail(): { mailto: (email: string) => string; prepare: () => void } {
  const { t } = useTranslation();
  const session = useSession();
  const client = useQueryClient();
  const [zone, setZone] = useState(timeZone ?? null);
  const mailto = (email: string) => {
    const read = client.getQueryData<{ current?: { packet: { name: string } }[] }>([
      'subscriptions',
      session.token,
    ]);
    const device = deviceData('');
    const provider = session.network?.provider?.name;
    return supportMailto(email, t('support_mail_subject'), {
      ip: networkIp(session.network),
      phone: session.user?.phone ?? null,
      subscriptions: (read?.current ?? []).map((s) => s.packet.name),
      os: device.os_name,
      browser: device.vendor,
      country: networkCountry(session.network),
      timezone: zone,
      provider: typeof provider === 'string' ? provider : null,
      account: session.isGuest ? null : (session.user?.id ?? null),
    });
  };
  return { mailto, prepare: () => setZone(readTimeZone()) };
}
