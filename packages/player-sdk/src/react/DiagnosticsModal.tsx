/**
 * The §8 diagnostics behind 'more' as a React modal dialog (skin/diagnostics-view.ts holds the fields, the
 * copied text and the focus rules): focus moves in, Tab stays inside, Escape closes, focus goes back to where
 * it was, and 'Copied to clipboard' confirms.
 */
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { Diagnostics } from '../errors/diagnostics';
import {
  type CopyText,
  copyToClipboard,
  type DiagnosticsView,
  loadDiagnosticsView,
  trapTab,
} from '../skin/diagnostics-view';
import { useT } from './translate-context';

export { copyToClipboard };

export function DiagnosticsModal(props: { diagnostics: Diagnostics; onClose(): void; copy?: CopyText }) {
  const t = useT();
  const { onClose } = props;
  const [view, setView] = useState<DiagnosticsView | null>(null);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const boxRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    boxRef.current?.querySelector<HTMLElement>('button')?.focus();
    return () => previous?.focus?.();
  }, []);

  useEffect(() => {
    let current = true;
    void loadDiagnosticsView(props.diagnostics).then((loaded) => {
      if (current) setView(loaded);
    });
    return () => {
      current = false;
    };
  }, [props.diagnostics]);

  const copy = () => {
    if (!view) return;
    (props.copy ?? copyToClipboard)(view.copyText).then(
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
    if (event.key !== 'Tab') return;
    const buttons = Array.from(boxRef.current?.querySelectorAll<HTMLElement>('button') ?? []);
    const next = trapTab(buttons, document.activeElement as HTMLElement | null, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    next.focus();
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
        <dl aria-busy={view ? undefined : true}>
          {view?.rows.map((row) => [
            <dt key={`${row.label}-t`}>{t(row.label)}</dt>,
            <dd key={`${row.label}-d`}>{row.text}</dd>,
          ])}
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
