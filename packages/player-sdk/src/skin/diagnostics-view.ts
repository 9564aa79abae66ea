/**
 * The §8 diagnostics behind 'more', for both skins: the labelled fields in the spec's order (URLs redacted
 * again here in case a host fed its own object), click-to-copy of the same text support receives from
 * `formatDiagnostics`, and the dialog's focus rules (focus moves in, Tab stays inside, Escape closes).
 * The redaction rules are the lazy chunk the player already loads when it is made (docs/decisions.md, issue
 * 35): importing them here would put them in both skins' static closure for a dialog only an error opens.
 */
import type { Diagnostics } from '../errors/diagnostics';
import type { MessageKey } from './messages';

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

export interface DiagnosticsView {
  rows: Array<{ label: MessageKey; text: string }>;
  /** What 'Copy' puts on the clipboard. */
  copyText: string;
}

export async function loadDiagnosticsView(raw: Diagnostics): Promise<DiagnosticsView> {
  const { formatDiagnostics, redactDiagnostics } = await import('../errors/diagnostics');
  const diagnostics = redactDiagnostics(raw);
  const rows = FIELDS.flatMap(([label, field]) => {
    const value = diagnostics[field];
    if (value === undefined || value === '') return [];
    const text = field === 'timestamp' ? new Date(diagnostics.timestamp).toISOString() : String(value);
    return [{ label, text }];
  });
  return { rows, copyText: formatDiagnostics(diagnostics) };
}

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

/**
 * Keeps Tab inside the dialog while it is open (aria-modal promises that): the button to focus instead of
 * the browser's next stop, or null to let Tab be.
 */
export function trapTab<T>(buttons: readonly T[], active: T | null, shift: boolean): T | null {
  const first = buttons[0];
  const last = buttons[buttons.length - 1];
  if (first === undefined || last === undefined) return null;
  if (shift && active === first) return last;
  if (!shift && active === last) return first;
  return null;
}
