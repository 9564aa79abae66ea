/**
 * The §8 diagnostics behind 'more': the labelled fields, click-to-copy of the whole block (the same text
 * support receives from `formatDiagnostics`, URLs already redacted, redacted again here in case a host
 * fed its own object), and 'Copied to clipboard'. A modal dialog: focus moves in, Escape closes, focus
 * goes back to where it was.
 */
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { type Diagnostics, formatDiagnostics, redactDiagnostics } from '../errors/diagnostics';
import type { MessageKey } from './messages';
import { useT } from './translate';

const FIELDS: ReadonlyArray<readonly [MessageKey, keyof Diagnostics]> = [
  ['diag_code', 'code'],
  ['diag_type', 'errorType'],
  ['diag_details', 'details'],
  ['diag_url', 'url'],
  ['diag_position', 'position'],
  ['diag_content', 'contentId'],
  ['diag_channel', 'channelId'],
  ['diag_fragments', 'fragErrors'],
  ['diag_total', 'totalErrors'],
  ['diag_retries', 'errorRetryCount'],
  ['diag_time', 'timestamp'],
];

export type CopyText = (text: string) => Promise<void>;

/** The async Clipboard API, with the selection fallback older or insecure contexts need. */
export const copyToClipboard: CopyText = async (text) => {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy refused');
};

export function DiagnosticsModal(props: { diagnostics: Diagnostics; onClose(): void; copy?: CopyText }) {
  const t = useT();
  const { onClose } = props;
  const diagnostics = redactDiagnostics(props.diagnostics);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const boxRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    boxRef.current?.querySelector<HTMLElement>('button')?.focus();
    return () => previous?.focus?.();
  }, []);

  const copy = () => {
    (props.copy ?? copyToClipboard)(formatDiagnostics(diagnostics)).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    // Keep Tab inside the dialog while it is open (aria-modal promises that).
    if (event.key !== 'Tab') return;
    const buttons = Array.from(boxRef.current?.querySelectorAll<HTMLElement>('button') ?? []);
    const first = buttons[0];
    const last = buttons[buttons.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <div className="onair-skin__dialog">
      <div
        ref={boxRef}
        onKeyDown={onKeyDown}
        className="onair-skin__dialog-box"
        role="dialog"
        aria-modal="true"
        aria-labelledby="onair-diagnostics-title"
      >
        <h2 id="onair-diagnostics-title">{t('diagnostics')}</h2>
        <dl>
          {FIELDS.map(([label, field]) => {
            const value = diagnostics[field];
            if (value === undefined || value === '') return null;
            const text =
              field === 'timestamp' ? new Date(diagnostics.timestamp).toISOString() : String(value);
            return [<dt key={`${field}-t`}>{t(label)}</dt>, <dd key={`${field}-d`}>{text}</dd>];
          })}
        </dl>
        <button type="button" onClick={copy}>
          {t('copy')}
        </button>
        <button type="button" onClick={onClose}>
          {t('close')}
        </button>
        <span role="status">{copied === 'yes' ? t('copied') : ''}</span>
      </div>
    </div>
  );
}
