/**
 * The start of /lk (000 §2 Settings "start"): the viewer's profiles with a way to manage them, the links
 * to each tab, the promo code link where the operator has promo codes enabled, and support when the provider
 * has a phone or an e-mail.
 */

import { Link, useLocation, useNavigate } from 'react-router';
import { promoCodesEnabled, supportContacts } from '../accounts/account-menu-rules';
import { openModal } from '../modals/modal-url';
import { useAccountT } from '../parental/useAccountT';
import { ProfileAvatar } from '../profiles/ProfileAvatar';
import { useProfilesQuery } from '../profiles/useProfiles';
import { PromoLink } from '../promo/PromoLink';
import { useSession } from '../session/context';

export function StartScreen() {
  const { t } = useAccountT();
  const navigate = useNavigate();
  const session = useSession();
  const profiles = useProfilesQuery();
  const location = useLocation();
  const support = supportContacts(session.network);
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
        <Link to="/settings/info" state={location.state}>
          {t('account_link')}
        </Link>
      </p>
      {/* 000 §2 Settings start: "promocode link if allowed" — where the operator has promo codes enabled. */}
      {promoCodesEnabled(session.network) && (
        <p>
          <PromoLink />
        </p>
      )}
      {support && (
        <p className="muted">
          {t('support')}: {support.phone && <a href={`tel:${support.phone}`}>{support.phone}</a>}{' '}
          {support.email && <a href={`mailto:${support.email}`}>{support.email}</a>}
        </p>
      )}
    </div>
  );
}
