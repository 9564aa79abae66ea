/**
 * 000 §2 Login modal, "for another provider, city and address pickers exist": once the regional
 * provider's subscriber has proved who they are, they choose their city, then one of their addresses
 * in it (the regional middleware answers the addresses of that subscriber), and only then is the
 * sign-in completed. A refused choice shows the server's message (000 §8) and keeps the choice.
 */
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/errors';
import type { SignInGrant } from '../api/schemas';
import { useSession } from '../session/context';
import { Skeleton } from '../ui/Spinner';
import { type Address, createRegionEndpoints } from './region-endpoints';
import type { SignedIn } from './useCompleteSignIn';

export function RegionPicker({
  grant,
  serial,
  onDone,
}: {
  grant: SignInGrant;
  serial: string;
  onDone: SignedIn;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const ids = useId();
  const region = createRegionEndpoints(session.api!, session.network?.provider?.id);
  const cities = useQuery({ queryKey: ['mw_cities', session.language], queryFn: region.cities });
  const [cityId, setCityId] = useState<number | null>(null);
  const [addresses, setAddresses] = useState<Address[] | null>(null);
  const [addressId, setAddressId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const token = grant.access_token;

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.kind === 'http' ? failure.message : t('error_download'),
      );
    } finally {
      setBusy(false);
    }
  };

  const chooseCity = (event: FormEvent) => {
    event.preventDefault();
    if (cityId === null || busy) return;
    void run(async () => setAddresses(await region.setCity(token, cityId)));
  };
  const chooseAddress = (event: FormEvent) => {
    event.preventDefault();
    const address = addresses?.find((a) => a.address_id === addressId);
    if (!address || busy) return;
    void run(async () => {
      await region.setAddress(token, address);
      await onDone(grant, serial);
    });
  };

  const errorLine = error && (
    <p className="form-error sign-in__error" role="alert">
      {error}
    </p>
  );
  const submit = (label: string, disabled: boolean) => (
    <button type="submit" className="button button--primary sign-in__submit" disabled={busy || disabled}>
      {t(label)}
    </button>
  );

  if (addresses === null) {
    return (
      <form className="sign-in__form" onSubmit={chooseCity} data-testid="sign-in-city">
        <fieldset className="region-picker">
          <legend>{t('region_city')}</legend>
          {cities.isPending ? (
            <Skeleton lines={3} />
          ) : cities.isError ? (
            <p role="alert">{t('error_download')}</p>
          ) : (
            <Choices
              name={`${ids}-city`}
              options={cities.data.map((city) => ({ id: city.id, label: city.name }))}
              chosen={cityId}
              onChoose={setCityId}
            />
          )}
        </fieldset>
        {errorLine}
        {submit('region_continue', cityId === null)}
      </form>
    );
  }

  return (
    <form className="sign-in__form" onSubmit={chooseAddress} data-testid="sign-in-address">
      <div className="sign-in__sent">
        <button
          type="button"
          className="icon-button"
          aria-label={t('back')}
          onClick={() => {
            setAddresses(null);
            setAddressId(null);
            setError(null);
          }}
        >
          ←
        </button>
        <p>{cities.data?.find((c) => c.id === cityId)?.name}</p>
      </div>
      <fieldset className="region-picker">
        <legend>{t('region_address')}</legend>
        {addresses.length === 0 ? (
          <p>{t('region_no_addresses')}</p>
        ) : (
          <Choices
            name={`${ids}-address`}
            options={addresses.map((a) => ({ id: a.address_id, label: a.address }))}
            chosen={addressId}
            onChoose={setAddressId}
          />
        )}
      </fieldset>
      {errorLine}
      {submit('region_done', addressId === null)}
    </form>
  );
}

/** One radio per option, a whole row to click. */
function Choices({
  name,
  options,
  chosen,
  onChoose,
}: {
  name: string;
  options: { id: number; label: string }[];
  chosen: number | null;
  onChoose: (id: number) => void;
}) {
  return options.map((option) => (
    <label key={option.id} className="region-picker__option">
      <input type="radio" name={name} checked={chosen === option.id} onChange={() => onChoose(option.id)} />
      {option.label}
    </label>
  ));
}
