/**
 * Parental control (000 §2 Settings "parental", /lk_parental; §3 Device record parental_settings): set or
 * change the PIN, and choose on this device which actions ask for it and for how long a PIN is
 * remembered. The server takes a change of the switches only with the PIN entered (issue 35), so a save
 * may ask for it first. A failed save keeps the old switches and says so; 404 re-initialises the session
 * (000 §8). Switching to or editing an adult profile always asks (000 §4 Profile): its switch shows so.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../api/errors';
import { durationChoices } from '../parental/durations';
import { PARENTAL_ACTIONS, type ParentalSettings, settingFor } from '../parental/gating';
import { PinSetupForm } from '../parental/PinSetupForm';
import { useAccountT } from '../parental/useAccountT';
import { ApprovalCancelled, useApprovedChange } from '../parental/useApprovedChange';
import { DEVICES_KEY, useParentalState } from '../parental/useParentalState';
import { useProfileEndpoints } from '../profiles/useProfileEndpoints';
import { useSession } from '../session/context';
import { markTokenInError } from './token-error';

/**
 * The operator's "remember the PIN" choices (000 §3 Parental duration config), named in the interface language:
 * asked again when the language changes (the start's configuration answer keeps the language it was asked in).
 */
function useDurationConfig() {
  const session = useSession();
  const { endpoints, language } = session;
  return useQuery({
    queryKey: ['platform', 'configuration', language],
    queryFn: () => (endpoints ? endpoints.configuration() : Promise.resolve(session.configuration)),
    // The start's answer shows until this language's comes.
    placeholderData: session.configuration ?? undefined,
    staleTime: 30_000,
  });
}

export default function ParentalTab() {
  const { t } = useAccountT();
  const session = useSession();
  const parental = useParentalState();
  const endpoints = useProfileEndpoints();
  const queryClient = useQueryClient();
  const [changing, setChanging] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const approved = useApprovedChange();
  const isSet = parental.status === 'set';
  const config = useDurationConfig();
  const durations = durationChoices(config.data, parental.settings?.duration);

  const save = async (change: ParentalSettings) => {
    const device = parental.currentDevice;
    if (!device) return;
    setSaving(true);
    setError(null);
    try {
      await approved.run('parental', (approval) =>
        endpoints.updateDevice(device.id, { parental_settings: change }, approval),
      );
      await queryClient.invalidateQueries({ queryKey: DEVICES_KEY });
    } catch (failure) {
      if (failure instanceof ApprovalCancelled) return;
      if (failure instanceof ApiError && failure.status === 404) {
        markTokenInError();
        session.restart();
      }
      setError(t('parental_save_failed', { message: failure instanceof Error ? failure.message : '' }));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="settings-parental" data-testid="settings-parental">
      <section>
        <h3>{t('pin_code')}</h3>
        <p className="muted">{isSet ? t('pin_is_set') : t('pin_not_set')}</p>
        {changing ? (
          <PinSetupForm changing={isSet} onDone={() => setChanging(false)} />
        ) : (
          <button type="button" className="button" onClick={() => setChanging(true)}>
            {isSet ? t('pin_change') : t('pin_set')}
          </button>
        )}
      </section>
      <section>
        <h3>{t('parental_device')}</h3>
        {parental.loading ? (
          <p className="muted">{t('loading')}</p>
        ) : !parental.currentDevice ? (
          <p role="alert">{t('devices_failed')}</p>
        ) : approved.prompt ? (
          approved.prompt
        ) : (
          <fieldset disabled={saving}>
            <legend className="muted">{t('parental_asks_for')}</legend>
            {PARENTAL_ACTIONS.map((action) => (
              <label key={action} className="checkbox">
                <input
                  type="checkbox"
                  checked={action === 'profile' || settingFor(parental.settings, action)}
                  disabled={action === 'profile'}
                  onChange={(event) => void save({ [action]: event.target.checked })}
                />
                {t(`parental_action_${action}`)}
              </label>
            ))}
            <label className="field">
              {t('parental_duration')}
              <select
                value={parental.settings?.duration ?? 0}
                onChange={(event) => void save({ duration: Number(event.target.value) })}
              >
                {durations.map(({ minutes, name }) => (
                  <option key={minutes} value={minutes}>
                    {name ??
                      (minutes === 0
                        ? t('parental_duration_always')
                        : t('parental_duration_minutes', { count: minutes }))}
                  </option>
                ))}
              </select>
            </label>
          </fieldset>
        )}
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
      </section>
    </div>
  );
}
