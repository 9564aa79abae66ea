/**
 * The channel page's register invitation (001 §4): 5 s after a guest opens a channel, a small banner (not a
 * modal: the picture keeps playing) offers sign-in; closing it keeps it away for 8 h (registerPromptDue).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { openModal } from '../modals/modal-url';
import { useSession } from '../session/context';
import { browserStore } from '../session/storage';
import {
  parseClosedAt,
  REGISTER_CLOSED_KEY,
  REGISTER_PROMPT_DELAY_MS,
  registerPromptDue,
} from './register-prompt';

const store = browserStore();

export function RegisterPrompt({ channelId }: { channelId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const [shown, setShown] = useState(false);
  const provider = session.network?.provider as { is_have_purchases?: boolean } | null | undefined;
  const due = registerPromptDue({
    isGuest: session.isGuest,
    hasPurchases: provider?.is_have_purchases === true,
    promoDays: session.network?.promo_days,
    closedAtMs: parseClosedAt(store.get(REGISTER_CLOSED_KEY)),
    nowMs: Date.now(),
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: each channel opened starts its own 5 s.
  useEffect(() => {
    setShown(false);
    if (!due) return;
    const timer = window.setTimeout(() => setShown(true), REGISTER_PROMPT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [due, channelId]);

  if (!shown || !due) return null;
  const close = () => {
    store.set(REGISTER_CLOSED_KEY, String(Date.now()));
    setShown(false);
  };
  return (
    <aside className="register-prompt" aria-label={t('register_prompt_title')} data-testid="register-prompt">
      <p>
        <strong>{t('register_prompt_title')}</strong>{' '}
        {t('register_prompt_text', { days: t('promo_days', { count: session.network?.promo_days ?? 0 }) })}
      </p>
      <div className="register-prompt__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            close();
            openModal(navigate, 'auth');
          }}
        >
          {t('register_prompt_action')}
        </button>
        <button type="button" className="button button--link" onClick={close}>
          {t('register_prompt_later')}
        </button>
      </div>
    </aside>
  );
}
