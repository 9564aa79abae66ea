/**
 * The prompts with one action: register (a guest's promo days, opens sign-in), install and the
 * partners' install kinds (the browser's install dialog), permission (the browser's notification
 * question). The action closes the prompt too, so its close time is stored.
 */
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/context';
import type { PromptKind } from './prompt-policy';
import type { BrowserOffers } from './useBrowserOffers';

export function SimplePrompt(props: { kind: PromptKind; close: () => void; offers: BrowserOffers }) {
  const { t } = useTranslation('engagement', { useSuspense: false });
  const session = useSession();
  const { kind, offers } = props;
  const install = kind === 'install' || kind === 'almatv_install' || kind === 'freedommedia_install';
  const act = () => {
    props.close();
    if (kind === 'register') session.askSignIn();
    else if (install)
      void offers.runInstall().catch((error: unknown) => console.log('[onair] install', error));
    else if (kind === 'permission')
      void offers.askPermission().catch((error: unknown) => console.log('[onair] permission', error));
  };
  const key = install ? 'install' : kind;
  return (
    <div className="prompt__form">
      <p className="prompt__text">
        {t(`prompt_${key}_text`, { count: Number(session.network?.promo_days ?? 0) })}
      </p>
      <div className="prompt__row">
        <button type="button" className="button button--primary" onClick={act}>
          {t(`prompt_${key}_action`)}
        </button>
        <button type="button" className="button" onClick={props.close}>
          {t('prompt_later')}
        </button>
      </div>
    </div>
  );
}
