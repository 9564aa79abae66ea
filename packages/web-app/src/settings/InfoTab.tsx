/**
 * The Info tab (000 §2 Settings; also /settings/account): who is signed in and on what, the balance and the
 * account number at the provider, the provider's contacts, and the name and e-mail form with the §5
 * rules. A refused save (the server's 400, e.g. an e-mail another account has) shows the server's words,
 * keeps what was typed and says the old value is still the saved one.
 */
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '../api/errors';
import { APP_VERSION } from '../constants';
import { formatDate } from '../i18n/date-format';
import { formatMoney } from '../packets/format';
import { useCurrency } from '../packets/useCurrency';
import { useAccountT } from '../parental/useAccountT';
import { ApprovalCancelled, useApprovedChange } from '../parental/useApprovedChange';
import { useDevicesQuery } from '../parental/useParentalState';
import { useProfileEndpoints } from '../profiles/useProfileEndpoints';
import { useSession } from '../session/context';
import { providerContacts } from './account-facts';
import { namedOnce } from './device-name';
import { type InfoErrors, validateInfo } from './info-form';
import { useBillingAccount } from './useAccountFacts';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const ipOf = (remote: unknown): string =>
  typeof remote === 'string' ? remote : text((remote as { ip?: unknown } | null | undefined)?.ip);

export default function InfoTab() {
  const { t, i18n } = useAccountT();
  const session = useSession();
  const endpoints = useProfileEndpoints();
  const devices = useDevicesQuery();
  const user = session.user as (typeof session.user & { email?: unknown }) | null;
  const [values, setValues] = useState({ first_name: text(user?.first_name), email: text(user?.email) });
  const [errors, setErrors] = useState<InfoErrors>({});
  const [state, setState] = useState<{ kind: 'idle' | 'saving' | 'saved' }>({
    kind: 'idle',
  });
  const id = useId();
  const approved = useApprovedChange();
  const current = devices.data?.find((d) => d.is_current === true);
  const provider = (session.network?.provider ?? null) as { name?: unknown } | null;
  const account = useBillingAccount();
  const currency = useCurrency();
  const contacts = providerContacts(session.network);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateInfo(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setState({ kind: 'saving' });
    try {
      // With "opening the settings" on, the server takes the change with the PIN entered (000 §6).
      await approved.run('settings', (approval) =>
        endpoints.updateSelf({ first_name: values.first_name.trim(), email: values.email.trim() }, approval),
      );
      await session.reloadUser().catch(() => undefined);
      setState({ kind: 'saved' });
    } catch (error) {
      if (error instanceof ApprovalCancelled) setState({ kind: 'idle' });
      else {
        // 000 §8: a duplicate e-mail (400) is a message modal titled 'error', and any other settings error
        // goes to the generic handler, the same modal: the form keeps what was typed.
        setState({ kind: 'idle' });
        session.showMessage({
          title: 'error',
          text: error instanceof ApiError ? error.message : String(error),
        });
      }
    }
  };
  const field = (name: 'first_name' | 'email', label: string, type: string) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        name={name}
        // A type=email field turns a Cyrillic domain into punycode behind the viewer's back; text keeps what was typed.
        type="text"
        inputMode={type === 'email' ? 'email' : undefined}
        spellCheck={false}
        autoComplete={name === 'email' ? 'email' : 'given-name'}
        value={values[name]}
        aria-invalid={Boolean(errors[name])}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        onChange={(event) => {
          setValues({ ...values, [name]: event.target.value });
          setErrors({ ...errors, [name]: undefined });
          if (state.kind !== 'saving') setState({ kind: 'idle' });
        }}
      />
      {errors[name] && (
        <p id={`${id}-${name}-error`} className="form-error" role="alert">
          {t(errors[name] as string)}
        </p>
      )}
    </div>
  );

  return (
    <div className="settings-info" data-testid="settings-info">
      <dl className="settings-info__facts">
        <dt>{t('phone')}</dt>
        <dd>{user?.phone ? `+${String(user.phone).replace(/^\+/, '')}` : '—'}</dd>
        <dt>{t('info_balance')}</dt>
        <dd data-testid="info-balance">
          {account.data
            ? formatMoney(account.data.balance ?? account.data.amount, i18n.language, currency)
            : '—'}
        </dd>
        <dt>{t('provider')}</dt>
        <dd>{text(provider?.name) || '—'}</dd>
        <dt>{t('provider_account')}</dt>
        <dd data-testid="info-provider-account">{account.data ? String(account.data.id) : '—'}</dd>
        <dt>{t('provider_contacts')}</dt>
        <dd className="settings-info__contacts">
          {contacts.phone && <a href={`tel:${contacts.phone.replace(/[^\d+]/g, '')}`}>{contacts.phone}</a>}
          {contacts.email && <a href={`mailto:${contacts.email}`}>{contacts.email}</a>}
          {contacts.url && (
            <a href={contacts.url} target="_blank" rel="noopener noreferrer">
              {contacts.url.replace(/^https?:\/\//, '').replace(/\/$/, '')}
            </a>
          )}
          {!contacts.phone && !contacts.email && !contacts.url && '—'}
        </dd>
        <dt>{t('current_device')}</dt>
        <dd>
          {current ? namedOnce(current.vendor, current.model, current.os_name) || current.device_type : '—'}
        </dd>
        <dt>{t('login_time')}</dt>
        <dd>
          {current?.login_at
            ? formatDate(new Date(current.login_at).getTime(), i18n.language, 'dateTime')
            : '—'}
        </dd>
        <dt>{t('ip_address')}</dt>
        <dd>{ipOf(session.network?.remote) || '—'}</dd>
        <dt>{t('version')}</dt>
        <dd>{APP_VERSION}</dd>
      </dl>
      {approved.prompt}
      <form
        className="settings-form"
        hidden={approved.prompt !== null}
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        {field('first_name', t('name'), 'text')}
        {field('email', t('email'), 'email')}
        {state.kind === 'saved' && (
          <p role="status" className="form-ok">
            {t('saved')}
          </p>
        )}
        <button type="submit" className="button button--primary" disabled={state.kind === 'saving'}>
          {state.kind === 'saving' ? t('saving') : t('save')}
        </button>
      </form>
    </div>
  );
}
