import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AccountMenu } from '../accounts/AccountMenu';
import { SearchBox } from '../catalogue/SearchBox';
import { useSpecialPage } from '../catalogue/useRowsets';
import { MessagesMenu } from '../messages/MessagesMenu';
import { openModal } from '../modals/modal-url';
import { useSession } from '../session/context';
import { providerAccountLink } from '../settings/account-facts';
import { Icon } from '../ui/Icon';
import { HeaderMenu } from './HeaderMenu';
import { showTrialPromo } from './header-policy';
import { logoLink } from './partner-rules';
import { useHeaderMode } from './useHeaderMode';
import { useMenu } from './useMenu';
import './layout.css';
import { BrandMark } from '../brand/useBrand';

export function Header() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const lkLink = providerAccountLink(session.network);
  const mode = useHeaderMode();
  const menu = useMenu();
  const searchInput = useRef<HTMLInputElement>(null);
  const start = useSpecialPage('startpage');
  // 001 §2: the logo links to the main page (the start page's slug), or where the partner says.
  const logo = logoLink(session.network, start.status === 'found' ? start.key : null);

  const promoDays = session.network?.promo_days;
  const provider = session.network?.provider as { is_have_purchases?: boolean } | null | undefined;
  const hasPurchases = provider?.is_have_purchases === true;
  const canSearch = session.status === 'ready';

  // 001 §2 Search UI: on a desktop the / key opens search when no field has the focus.
  useEffect(() => {
    if (!canSearch || mode.narrow) return;
    const controller = new AbortController();
    document.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
        const target = event.target instanceof Element ? event.target : null;
        if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
        event.preventDefault();
        searchInput.current?.focus();
      },
      { signal: controller.signal },
    );
    return () => controller.abort();
  }, [canSearch, mode.narrow]);

  return (
    <header className={`header${mode.dark ? ' header--dark' : ''}${mode.hidden ? ' header--hidden' : ''}`}>
      {logo.kind === 'external' ? (
        <a href={logo.url} className="header__logo" title={t('home')} rel="noopener">
          <BrandMark>
            On<span>Air</span>
          </BrandMark>
        </a>
      ) : (
        <Link to={logo.to} className="header__logo" title={t('home')}>
          <BrandMark>
            On<span>Air</span>
          </BrandMark>
        </Link>
      )}
      {mode.narrow ? <span className="header__spacer" /> : <HeaderMenu items={menu} />}
      {canSearch && (
        <Link to="/search" className="icon-button header__search-link" aria-label={t('search')}>
          <Icon name="search" />
        </Link>
      )}
      {canSearch && <SearchBox ref={searchInput} label={t('search')} placeholder={t('search_placeholder')} />}
      {showTrialPromo(promoDays, session.isGuest, hasPurchases) && (
        <button
          type="button"
          className="button button--accent header__promo"
          onClick={() => openModal(navigate, 'auth')}
        >
          {t('promo_days', { count: promoDays ?? 0 })}
        </button>
      )}
      {session.isGuest ? (
        <button type="button" className="button header__signin" onClick={() => session.askSignIn()}>
          {t('sign_in')}
        </button>
      ) : (
        <>
          <MessagesMenu />
          {/* 000 §2: the provider's own account link takes the account menu's place. */}
          {lkLink ? (
            <a className="button header__lk-link" href={lkLink.url} data-testid="provider-lk-link">
              {lkLink.label}
            </a>
          ) : (
            <AccountMenu />
          )}
        </>
      )}
    </header>
  );
}
