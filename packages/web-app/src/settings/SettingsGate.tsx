/**
 * 000 §6 "opening account settings … require the check", per the device's "opening the settings" switch
 * (§4): with it on and a PIN set, the account pages open once the PIN is entered — the gating table decides
 * (parental/gating.ts), so an approval the server gave lately for the settings opens them at once. The
 * approval then goes with every change the pages make, which the server refuses without it.
 */
import { type ReactNode, useState } from 'react';
import { PinPrompt } from '../channels/PinPrompt';
import { useAccountT } from '../parental/useAccountT';

export function SettingsGate({ children }: { children: ReactNode }) {
  const { t } = useAccountT();
  const [open, setOpen] = useState(false);
  if (open) return children;
  return (
    <main className="settings settings--single" data-testid="settings-gate">
      <section className="settings__body">
        <PinPrompt title={t('settings_pin_title')} action="settings" onSuccess={() => setOpen(true)} />
      </section>
    </main>
  );
}
