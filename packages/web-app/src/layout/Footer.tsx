/**
 * 001 §2 Footer: menu pages, information (agreement and privacy when the operator has them), support
 * contacts the provider gives (e-mail, phone, link, WhatsApp, Telegram), and "devices or language switch":
 * the switch lists the interface languages the operator enables (000 §5) that the app ships; an operator
 * with one gets the devices block instead (footer-links.ts). Hidden in embed mode (RootLayout).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { interfaceLanguages, NATIVE_NAMES } from '../i18n/language';
import { PromoLink } from '../promo/PromoLink';
import { useSession } from '../session/context';
import { ABOUT_LINKS, DEVICE_LINKS, footerEnd, footerLinks, telHref } from './footer-links';
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
  const languages = interfaceLanguages(session.network);
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
          {links.agreement && <ExternalLink href={links.agreement}>{t('agreement')}</ExternalLink>}
          {links.privacy && <ExternalLink href={links.privacy}>{t('privacy')}</ExternalLink>}
        </section>
      )}
      {(support.email || support.phone || support.url || support.whatsapp || support.telegram) && (
        <section>
          <h2>{t('footer_support')}</h2>
          {support.email && (
            <a
              href={supportMail.mailto(support.email)}
              onPointerDown={supportMail.prepare}
              onFocus={supportMail.prepare}
              onContextMenu={supportMail.prepare}
            >
              {support.email}
            </a>
          )}
          {support.phone && <a href={telHref(support.phone)}>{support.phone}</a>}
          {support.url && <ExternalLink href={support.url}>{t('footer_support_site')}</ExternalLink>}
          {support.whatsapp && <ExternalLink href={support.whatsapp}>{t('footer_whatsapp')}</ExternalLink>}
          {support.telegram && <ExternalLink href={support.telegram}>{t('footer_telegram')}</ExternalLink>}
        </section>
      )}
      {footerEnd(languages) === 'devices' ? (
        <section>
          <h2>{t('footer_devices')}</h2>
          {DEVICE_LINKS.map((link) => (
            <Link key={link.to} to={link.to}>
              {t(link.name)}
            </Link>
          ))}
        </section>
      ) : (
        <LanguageSwitch languages={languages} />
      )}
    </footer>
  );
}

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

function LanguageSwitch({ languages }: { languages: readonly string[] }) {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <section>
      <h2>{t('footer_language')}</h2>
      <div className="footer__langs">
        {languages.map((lng) => (
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
  );
}
