/**
 * 000 §2 Agreement and privacy pages. The text comes from the packet's agreement link when a purchase
 * is waiting on it (the pending callback), else from the network data's agreement/privacy link; line
 * breaks are normalised and 3+ blank lines collapse to 2. With a pending callback, Accept (enabled once
 * the viewer scrolled within 100 px of the end) and Cancel show.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../session/context';
import { Spinner } from '../ui/Spinner';
import {
  agreementCallback,
  clearAgreementCallback,
  isRead,
  normaliseAgreementText,
} from './agreement-callback';
import { usePacketsApi } from './usePacketsApi';
import './packets.css';

/** HTML documents become their text with block ends as line breaks; plain text stays as it is. */
async function fetchText(url: string, signal: AbortSignal): Promise<string> {
  const res = await fetch(url, { signal });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  const body = await res.text();
  if (!(res.headers.get('content-type') ?? '').includes('html')) return body;
  const withBreaks = body.replace(/<\/(p|h[1-6]|li|div)>|<br\s*\/?>/gi, (tag) => `${tag}\n\n`);
  const doc = new DOMParser().parseFromString(withBreaks, 'text/html');
  for (const el of doc.querySelectorAll('title, script, style')) el.remove();
  return doc.body.textContent ?? '';
}

export default function AgreementPage({ kind }: { kind: 'agreement' | 'privacy' }) {
  const { t, ready } = useTranslation('packets', { useSuspense: false });
  const session = useSession();
  const endpoints = usePacketsApi();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [pending] = useState(() => (kind === 'agreement' ? agreementCallback() : null));
  const network = session.network as { agreement?: string | null; privacy?: string | null } | null;
  const url = pending?.url ?? (kind === 'privacy' ? network?.privacy : network?.agreement) ?? null;
  const text = useQuery({
    queryKey: ['agreement-text', url],
    queryFn: ({ signal }) => fetchText(url as string, signal).then(normaliseAgreementText),
    enabled: url !== null,
  });
  const box = useRef<HTMLDivElement>(null);
  const [read, setRead] = useState(false);
  const [accepting, setAccepting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const check = useCallback(() => {
    if (box.current && isRead(box.current)) setRead(true);
  }, []);
  useEffect(() => {
    const el = box.current;
    if (!el || !text.data) return;
    check(); // a text shorter than its box is read at once
    const controller = new AbortController();
    el.addEventListener('scroll', check, { signal: controller.signal, passive: true });
    return () => controller.abort();
  }, [text.data, check]);

  const cancel = () => {
    clearAgreementCallback();
    const backUrl = (location.state as { backUrl?: string } | null)?.backUrl;
    if (backUrl?.startsWith('/') && !backUrl.startsWith('//')) navigate(backUrl);
    else navigate(-1);
  };
  const accept = async () => {
    if (!pending || !endpoints || accepting) return;
    setAccepting(true);
    setError(null);
    try {
      await endpoints.acceptAgreements([pending.agreementId]);
      clearAgreementCallback();
      // The packet answer said "not accepted": drop it so the purchase continues on a fresh one.
      queryClient.removeQueries({ queryKey: ['packet'] });
      navigate(pending.continueTo);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setAccepting(false);
    }
  };

  if (!ready) return <Spinner />;
  const title = pending?.title ?? t(kind === 'privacy' ? 'privacy_title' : 'agreement_title');
  return (
    <main className="page agreement-page" data-testid="agreement-page">
      <h1>{title}</h1>
      {url === null ? (
        <p className="muted">{t('agreement_missing')}</p>
      ) : text.isPending ? (
        <Spinner />
      ) : text.isError ? (
        <p role="alert">{text.error.message}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the text scrolls on its own; keyboard users scroll it with the arrows.
        <div ref={box} className="agreement-text" tabIndex={0} data-testid="agreement-text">
          {text.data}
        </div>
      )}
      {pending && (
        <div className="agreement-actions">
          {!read && <p className="muted small">{t('agreement_scroll_hint')}</p>}
          {error && <p role="alert">{error}</p>}
          <button
            type="button"
            className="button button--primary"
            disabled={!read || accepting}
            onClick={() => void accept()}
          >
            {t('agreement_accept')}
          </button>
          <button type="button" className="button" onClick={cancel}>
            {t('cancel')}
          </button>
        </div>
      )}
    </main>
  );
}

export const AgreementRoute = () => <AgreementPage kind="agreement" />;
export const PrivacyRoute = () => <AgreementPage kind="privacy" />;
