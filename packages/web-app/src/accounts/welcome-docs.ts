/**
 * Why: 000 §2 Welcome — the operator's documents, some with a checkbox that starts at its default_value
 * (else unticked). A ticked-off agreement is consent the viewer must give before going on, so Login and
 * Skip wait for every agreement checkbox; other checkboxes (news, offers) are free choices.
 */
import type { WelcomeDoc } from '../api/schemas';

export const docKey = (doc: WelcomeDoc, index: number): string => String(doc.id ?? index);

export const hasCheckbox = (doc: WelcomeDoc): boolean => doc.checkbox === true || doc.is_checkbox === true;

export function isTicked(doc: WelcomeDoc, index: number, choices: Record<string, boolean>): boolean {
  return choices[docKey(doc, index)] ?? doc.default_value === true;
}

export function agreementsAccepted(docs: readonly WelcomeDoc[], choices: Record<string, boolean>): boolean {
  return docs.every(
    (doc, index) => !hasCheckbox(doc) || doc.type !== 'agreement' || isTicked(doc, index, choices),
  );
}
