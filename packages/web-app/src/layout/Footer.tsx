/**
 * 001 §2 Footer: menu pages, information (agreement and privacy when the operator has them), support
 * contacts the provider gives, and the language switch listing the interface languages the operator enables
 * (000 §5) that the app ships. Hidden in embed mode (RootLayout).
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { interfaceLanguages, NATIVE_NAMES } from '../i18n/language';
import { PromoLink } from '../promo/PromoLink';
import { useSession } from '../session/context';
import { ABOUT_LINKS, footerLinks, telHref } from './footer-links';
import { MenuLink } from './MenuLink';
import { useMenu } from './useMenu';
import { useSupportMail } from './useSupportMail';

export function Footer() {
  const { t } = useTranslation();
  const { t: aboutText, ready: aboutReady } = useTranslation('engagement', { useSuspense: false });
  const session = useSession();
  const menu = useMenu();
  const links = footerLinks(session.network);
  const { support } = links;
  const supportMail = useSupportMail();
  return (
    <footer className="footer">
      <section>
        <h2>{t('footer_sections')}</h2>
        {menu.map((item) => (
          <MenuLink key={item.key} item={item} className="footer__link" />
        ))}
      </section>
      {aboutReady && (
        <section>
          <h2>{aboutText('footer_about')}</h2>
          {ABOUT_LINKS.map((link) => (
            <Link key={link.to} to={link.to}>
              {aboutText(link.name)}
            </Link>
          ))}
          <PromoLink />
        </section>
      )}
      {(links.agreement || links.privacy) && (
        <section>
          <h2>{t('footer_information')}</h2>
          {links.agreement && (
            <a href={links.agreement} target="_blank" rel="noopener noreferrer">
              {t('agreement')}
            </a>
          )}
          {links.privacy && (
            <a href={links.privacy} target="_blank" rel="noopener noreferrer">
              {t('privacy')}
            </a>
          )}
        </section>
      )}
      {(support.email || support.phone || support.url) && (
        <section>
          <h2>{t('footer_support')}</h2>
          {support.email && <a href={supportMail(support.email)}>{support.email}</a>}
          {support.phone && <a href={telHref(support.phone)}>{support.phone}</a>}
          {support.url && (
            <a href={support.url} target="_blank" rel="noopener noreferrer">
              {t('footer_support_site')}
            </a>
          )}
        </section>
      )}
      <section>
        <h2>{t('footer_language')}</h2>
        <div className="footer__langs">
          {interfaceLanguages(session.network).map((lng) => (
            <button
              key={lng}
              type="button"
              lang={lng}
              className={`chip${session.language === lng ? ' chip--active' : ''}`}
              aria-pressed={session.language === lng}
              onClick={() => session.setLanguage(lng)}
            >
              {NATIVE_NAMES[lng] ?? lng.toUpperCase()}
            </button>
          ))}
        </div>
      </section>
    </footer>
  );
}
