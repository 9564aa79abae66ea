/**
 * The Devices tab (000 §2 Settings, §5, §8): the account's devices, this one marked and never offered
 * for removal; removing another asks first. 403 → error_too_many_devices; 404 means the token no longer
 * matches a device, so it is marked in error and the session starts again (000 §8).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../api/errors';
import { formatDate } from '../i18n/date-format';
import { useAccountT } from '../parental/useAccountT';
import { ApprovalCancelled, useApprovedChange } from '../parental/useApprovedChange';
import { DEVICES_KEY, useDevicesQuery } from '../parental/useParentalState';
import type { DeviceRecordFull } from '../profiles/schemas';
import { useProfileEndpoints } from '../profiles/useProfileEndpoints';
import { useSession } from '../session/context';
import { deviceName } from './device-name';
import { markTokenInError } from './token-error';

export default function DevicesTab() {
  const { t, i18n } = useAccountT();
  const session = useSession();
  const endpoints = useProfileEndpoints();
  const queryClient = useQueryClient();
  const devices = useDevicesQuery();
  const [asking, setAsking] = useState<DeviceRecordFull | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const approved = useApprovedChange();

  const remove = async (device: DeviceRecordFull) => {
    setBusy(true);
    setError(null);
    try {
      // With "opening the settings" on, the server takes the removal with the PIN entered (000 §6).
      await approved.run('settings', (approval) => endpoints.removeDevice(device.id, approval));
      setAsking(null);
      await queryClient.invalidateQueries({ queryKey: DEVICES_KEY });
    } catch (failure) {
      if (failure instanceof ApprovalCancelled) return;
      if (failure instanceof ApiError && failure.status === 404) {
        setError(t('error_token'));
        markTokenInError();
        session.restart();
      } else if (failure instanceof ApiError && failure.status === 403) setError(t('error_too_many_devices'));
      else setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  if (devices.isPending) return <p className="muted">{t('loading')}</p>;
  if (devices.isError)
    return (
      <p role="alert">
        {t('devices_failed')}{' '}
        <button type="button" className="button button--link" onClick={() => void devices.refetch()}>
          {t('retry')}
        </button>
      </p>
    );
  if (approved.prompt) return approved.prompt;
  return (
    <div data-testid="settings-devices">
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <ul className="settings-devices">
        {devices.data.map((device) => (
          <li key={device.id} className="settings-devices__item" data-current={device.is_current === true}>
            <div>
              <strong>{deviceName(device)}</strong>
              {device.is_current && <span className="badge">{t('this_device')}</span>}
              {device.login_at && (
                <p className="muted">
                  {t('signed_in_at', {
                    when: formatDate(new Date(device.login_at).getTime(), i18n.language, 'dateTime'),
                  })}
                </p>
              )}
            </div>
            {!device.is_current &&
              (asking?.id === device.id ? (
                <fieldset className="settings-devices__confirm">
                  <legend>{t('device_remove_confirm')}</legend>
                  <button
                    type="button"
                    className="button button--danger"
                    disabled={busy}
                    onClick={() => void remove(device)}
                  >
                    {t('remove')}
                  </button>
                  <button type="button" className="button" onClick={() => setAsking(null)}>
                    {t('cancel')}
                  </button>
                </fieldset>
              ) : (
                <button
                  type="button"
                  className="button"
                  aria-label={t('device_remove_named', { name: deviceName(device) })}
                  onClick={() => setAsking(device)}
                >
                  {t('remove')}
                </button>
              ))}
          </li>
        ))}
      </ul>
    </div>
  );
}
