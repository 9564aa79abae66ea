/**
 * The share button of the channel page (001 §2): the system share sheet where the browser has one,
 * else the link goes to the clipboard and a short status says so. Hidden in a web view (§6).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shareableUrl } from './share-url';
import { isWebView } from './web-view';

export function ShareButton({ title }: { title: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  if (typeof navigator === 'undefined' || isWebView(navigator.userAgent)) return null;

  const share = async () => {
    // Never the viewer's token or device, whatever is in the address (share-url.ts).
    const url = shareableUrl(window.location.href);
    if (typeof navigator.share === 'function') {
      // The viewer closing the sheet rejects; that is not an error to show.
      await navigator.share({ title, url }).catch(() => undefined);
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <>
      <button type="button" className="button" onClick={() => void share()}>
        {t('share')}
      </button>
      {copied && (
        <span role="status" className="muted small">
          {t('link_copied')}
        </span>
      )}
    </>
  );
}
