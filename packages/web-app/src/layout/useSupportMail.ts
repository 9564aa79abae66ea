/**
 * The support e-mail link with the 000 §9 prefill, from what the session knows. The subscriptions are
 * the ones this visit has already read (the account page); the link never waits for a call.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/context';
import { deviceData } from '../session/device';
import { networkCountry, networkIp } from '../session/startup';
import { supportMailto } from './support-mail';

/**
 * The viewer's time zone, read once: each `Intl.DateTimeFormat()` builds a formatter (locale data and all), and the
 * footer asks for the link on every render — a CPU profile of the start page under Lighthouse's 4× CPU slowdown had
 * this line at 66–68 ms of one long task (issue 38). The zone does not change while the page is open.
 */
let timeZone: string | null | undefined;
function viewerTimeZone(): string | null {
  if (timeZone === undefined) timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone ?? null;
  return timeZone;
}

export function useSupportMail(): (email: string) => string {
  const { t } = useTranslation();
  const session = useSession();
  const client = useQueryClient();
  return (email) => {
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
      timezone: viewerTimeZone(),
      provider: typeof provider === 'string' ? provider : null,
      account: session.isGuest ? null : (session.user?.id ?? null),
    });
  };
}
