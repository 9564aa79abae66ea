import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';

/**
 * The channel page's Back (its button, and Escape on the wide page): it stays inside the app — a visitor who
 * landed here directly goes to the main page, not off the site. Escape is left to fields and dialogs, and to
 * a modal opened from the address's hash.
 */
export function useBackInApp(escapeGoesBack: boolean): () => void {
  const navigate = useNavigate();
  const goBack = useCallback(() => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate('/');
  }, [navigate]);

  useEffect(() => {
    if (!escapeGoesBack) return;
    const controller = new AbortController();
    document.addEventListener(
      'keydown',
      (event) => {
        const target = event.target as HTMLElement | null;
        const typing = target?.closest('input, select, textarea, [role="dialog"]');
        if (event.key === 'Escape' && !typing && !window.location.hash) goBack();
      },
      { signal: controller.signal },
    );
    return () => controller.abort();
  }, [escapeGoesBack, goBack]);

  return goBack;
}
