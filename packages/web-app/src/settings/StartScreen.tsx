/**
 * The start of /lk (000 §2 Settings "start"): the viewer's profiles with a way to manage them, the links
 * to each tab, and support when the provider has a phone or an e-mail.
 */
import { Link, useNavigate } from 'react-router';
import { openModal } from '../modals/modal-url';
import { useAccountT } from '../parental/useAccountT';
import { ProfileAvatar } from '../profiles/ProfileAvatar';
import { useProfilesQuery } from '../profiles/useProfiles';
import { PromoLink } from '../promo/PromoLink';
import { useSession } from '../session/context';

function supportOf(network: unknown): { phone: string | null; email: string | null } {
  const landing = (network as { provider?: { landing?: { support?: { phone?: unknown; email?: unknown } } } })
    ?.provider?.landing?.support;
  return {
    phone: typeof landing?.phone === 'string' && landing.phone ? landing.phone : null,
    email: typeof landing?.email === 'string' && landing.email ? landing.email : null,
  };
}

export function StartScreen() {
  const { t } = useAccountT();
  const navigate = useNavigate();
  const session = useSession();
  const profiles = useProfilesQuery();
  const support = supportOf(session.network);
  return (
    <div className="settings-start">
      <h2 className="settings__tab-title">{t('profiles')}</h2>
      {profiles.isPending ? (
        <p className="muted">{t('loading')}</p>
      ) : profiles.isError ? (
        <p role="alert">{t('profiles_failed')}</p>
      ) : (
        <ul className="settings-start__profiles">
          {profiles.data.map((profile) => (
            <li key={profile.id} className="settings-start__profile">
              <ProfileAvatar profile={profile} />
              <span>{profile.name}</span>
              {profile.role === 'child' && <span className="badge">{t('profile_child')}</span>}
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="button" onClick={() => openModal(navigate, 'profiles')}>
        {t('profiles_manage')}
      </button>
      <p>
        <Link to="/settings/info">{t('account_link')}</Link>
      </p>
      <p>
        <PromoLink />
      </p>
      {(support.phone || support.email) && (
        <p className="muted">
          {t('support')}: {support.phone && <a href={`tel:${support.phone}`}>{support.phone}</a>}{' '}
          {support.email && <a href={`mailto:${support.email}`}>{support.email}</a>}
        </p>
      )}
    </div>
  );
}
