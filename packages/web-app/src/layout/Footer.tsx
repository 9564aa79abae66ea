import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../session/context';
import { MENU } from './menu';

export function Footer() {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <footer className="footer">
      <section>
        <h2>{t('footer_sections')}</h2>
        {MENU.map((item) => (
          <Link key={item.key} to={item.to}>
            {t(item.label)}
          </Link>
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
