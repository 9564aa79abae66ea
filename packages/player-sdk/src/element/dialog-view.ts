/**
 * The §8 diagnostics of `<onair-player>` as a modal dialog (skin/diagnostics-view.ts holds the fields, the
 * copied text and the Tab trap): focus moves in on open and back to where it was on close, Escape closes,
 * 'Copy' puts the redacted block on the clipboard and says so.
 */
import type { Diagnostics } from '../errors/diagnostics';
import type { SkinController } from '../skin/controller';
import {
  copyToClipboard,
  type DiagnosticsView,
  loadDiagnosticsView,
  trapTab,
} from '../skin/diagnostics-view';
import type { Translator } from '../skin/translate';
import { h } from './dom';

/** Opens the dialog in `parent`; the returned function closes it (idempotent). */
export function openDiagnosticsDialog(
  parent: HTMLElement,
  diagnostics: Diagnostics,
  t: Translator,
  controller: SkinController,
): () => void {
  const root = parent.getRootNode() as Document | ShadowRoot;
  const previous = root.activeElement as HTMLElement | null;
  const list = h('dl', { 'aria-busy': 'true' });
  let view: DiagnosticsView | null = null;
  void loadDiagnosticsView(diagnostics).then((loaded) => {
    if (!open) return;
    view = loaded;
    for (const row of loaded.rows) list.append(h('dt', {}, t(row.label)), h('dd', {}, row.text));
    list.removeAttribute('aria-busy');
  });
  const copy = h('button', { type: 'button', part: 'button copy-button' }, t('copy'));
  const close = h('button', { type: 'button', part: 'button close-button' }, t('close'));
  const status = h('span', { role: 'status' });
  const box = h(
    'div',
    {
      class: 'onair-skin__dialog-box',
      role: 'dialog',
      'aria-modal': 'true',
      'aria-labelledby': 'onair-diagnostics-title',
    },
    h('h2', { id: 'onair-diagnostics-title' }, t('diagnostics')),
    list,
    copy,
    close,
    status,
  );
  const dialog = h('div', { class: 'onair-skin__dialog', part: 'dialog' }, box);
  copy.addEventListener('click', () => {
    if (!view) return;
    void copyToClipboard(view.copyText).then(
      () => {
        status.textContent = t('copied');
      },
      () => {
        status.textContent = '';
      },
    );
  });
  close.addEventListener('click', () => controller.closeDiagnostics());
  box.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      controller.closeDiagnostics();
      return;
    }
    if (event.key !== 'Tab') return;
    const next = trapTab([copy, close], root.activeElement as HTMLElement | null, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    next.focus();
  });
  parent.append(dialog);
  copy.focus();
  let open = true;
  return () => {
    if (!open) return;
    open = false;
    dialog.remove();
    previous?.focus?.();
  };
}
