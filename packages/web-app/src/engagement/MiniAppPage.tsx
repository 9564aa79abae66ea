/** 000 §2 /miniapp: keeps the messenger id and opens the page the start parameter names (miniapp.ts). */
import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { browserStore } from '../session/storage';
import { miniAppTarget, TELEGRAM_ID_KEY, telegramIdOf } from './miniapp';

export default function MiniAppPage() {
  const [params] = useSearchParams();
  const telegramId = telegramIdOf(params.get('telegram_id'));
  useEffect(() => {
    if (telegramId) browserStore().set(TELEGRAM_ID_KEY, telegramId);
  }, [telegramId]);
  return <Navigate to={miniAppTarget(params.get('tgWebAppStartParam'))} replace />;
}
