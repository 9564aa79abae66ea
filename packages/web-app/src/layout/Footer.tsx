import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../session/context';
import { MenuLink } from './MenuLink';
import { useMenu } from './useMenu';

export function Footer() {
  const { t } = useTranslation();
  const session = useSession();
  const menu = useMenu();
  return (
    <footer className="footer">
      <section>
        <h2>{t('footer_sections')}</h2>
        {menu.map((item) => (
          <MenuLink key={item.key} item={item} className="footer__link" />
        ))}
      </section>
      <section>
        <h2>{t('footer_information')}</h2>
        <Link to="/agreement">{t('agreement')}</Link>
        <Link to="/privacy">{t('privacy')}</Link>
      </section>
      <section>
        <h2>{t('footer_language')}</h2>
        <div className="footer__langs">
          {['en', 'ru'].map((lng) => (
            <button
              key={lng}
              type="button"
              className={`chip${session.language === lng ? ' chip--active' : ''}`}
              aria-pressed={session.language === lng}
              onClick={() => session.setLanguage(lng)}
            >
              {lng.toUpperCase()}
            </button>
          ))}
        </div>
      </section>
    </footer>
  );
}
