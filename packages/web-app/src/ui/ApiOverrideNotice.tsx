/**
 * Shown when a link asked for an API override the operator has not listed (config.ts): the viewer
 * learns why the link did not do what it said, and the app goes on with its usual server — nothing was
 * sent to the one named in the link.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiResolution } from '../config';
import './notice.css';

export function ApiOverrideNotice({ refused }: { refused: ApiResolution['refused'] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  if (!refused || !open) return null;
  return (
    <div className="app-notice" role="alert">
      <p>
        {t('api_override_refused', { param: refused.param })}
        <br />
        <code className="app-notice-value">{refused.value}</code>
      </p>
      <button type="button" className="button" onClick={() => setOpen(false)}>
        {t('close')}
      </button>
    </div>
  );
}
