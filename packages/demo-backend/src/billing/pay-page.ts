// The hosted payment page's HTML: the card form, the confirmation-code step, the SMS code form and
// the result. Server-rendered with no script (works with the keyboard alone and under a strict CSP);
// every value from outside is escaped.
import { money } from '../packets/accounts';
import { type PageLang, type PageText, REASON_TEXTS, say } from './pay-page-texts';
import { MAX_CODE_ATTEMPTS } from './policy';
import { type CardProblem, CONFIRMATION_CODE } from './test-cards';
import type { Transaction } from './transaction-store';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export const amountText = (tx: Pick<Transaction, 'amount'>, lang: PageLang) =>
  lang === 'ru' ? `${money(tx.amount).replace('.', ',')} ₽` : `${money(tx.amount)} ₽`;

/** The return URL with purchased=true|false (001 §2: the app reads it), or undefined without one. */
export function backUrl(tx: Pick<Transaction, 'returnUrl'>, purchased: boolean): string | undefined {
  if (!tx.returnUrl) return undefined;
  const url = new URL(tx.returnUrl);
  url.searchParams.set('purchased', String(purchased));
  return url.toString();
}

function page(lang: PageLang, body: string, refresh = false): string {
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${refresh ? '<meta http-equiv="refresh" content="2">' : ''}
<title>${say(lang, 'title')}</title><link rel="stylesheet" href="/demo-pay/assets/pay.css"></head>
<body><main class="sheet"><header><p class="brand">${say(lang, 'title')}</p>
<p class="demo">${say(lang, 'demo')}</p></header>${body}</main></body></html>`;
}

function field(
  lang: PageLang,
  o: {
    name: string;
    label: PageText;
    autocomplete: string;
    value?: string;
    error?: string;
    size?: string;
    focus?: boolean;
  },
): string {
  const id = `f-${o.name}`;
  // The first field in error takes the focus, so a keyboard user lands where the fix is needed.
  const invalid = o.error
    ? ` aria-invalid="true" aria-describedby="${id}-err"${o.focus ? ' autofocus' : ''}`
    : '';
  return `<div class="field${o.size ? ` ${o.size}` : ''}"><label for="${id}">${say(lang, o.label)}</label>
<input id="${id}" name="${o.name}" inputmode="numeric" autocomplete="${o.autocomplete}" required
 value="${escapeHtml(o.value ?? '')}"${invalid}>${o.error ? `<p class="error" id="${id}-err">${escapeHtml(o.error)}</p>` : ''}</div>`;
}

function summary(tx: Transaction, lang: PageLang): string {
  const what = tx.kind === 'card_link' ? say(lang, 'cardLink') : say(lang, 'pay');
  const note =
    tx.kind === 'card_link' && tx.neededRefund
      ? `<p class="note">${say(lang, 'cardLinkNote', { amount: amountText(tx, lang) })}</p>`
      : '';
  return `<h1>${what}</h1><p class="amount"><span>${say(lang, 'amount')}</span> <strong>${amountText(tx, lang)}</strong></p>
<p class="merchant">${say(lang, 'merchant')}</p>${note}`;
}

function cancelForm(tx: Transaction, lang: PageLang): string {
  return `<form method="post" action="/demo-pay/${tx.id}/cancel?lang=${lang}" class="secondary">
<button type="submit" class="link">${say(lang, 'cancel')}</button></form>`;
}

const PROBLEM_TEXT: Record<CardProblem, PageText> = {
  number: 'errNumber',
  unknown_card: 'errUnknown',
  expiry: 'errExpiry',
  expired: 'errExpired',
  cvc: 'errCvc',
};

export function cardForm(
  tx: Transaction,
  lang: PageLang,
  problems: CardProblem[] = [],
  values: { number?: string; expiry?: string; cvc?: string } = {},
): string {
  const error = (...which: CardProblem[]) => {
    const found = problems.find((p) => which.includes(p));
    return found ? say(lang, PROBLEM_TEXT[found]) : undefined;
  };
  const button =
    tx.kind === 'card_link' ? say(lang, 'submitLink') : say(lang, 'submit', { amount: amountText(tx, lang) });
  const alert = problems.length > 0 ? `<p class="alert" role="alert">${say(lang, 'errFix')}</p>` : '';
  const cards = `<section class="cards" aria-labelledby="tc"><h2 id="tc">${say(lang, 'testCards')}</h2><ul>
<li><code>4242 4242 4242 4242</code> — ${say(lang, 'cardPays')}</li>
<li><code>4000 0000 0000 9995</code> — ${say(lang, 'cardNoFunds')}</li>
<li><code>4000 0000 0000 3220</code> — ${say(lang, 'cardConfirms', { code: CONFIRMATION_CODE })}</li></ul>
<p>${say(lang, 'anyExpiry')}</p></section>`;
  return page(
    lang,
    `${summary(tx, lang)}${alert}<form method="post" action="/demo-pay/${tx.id}?lang=${lang}" novalidate>
${field(lang, { name: 'number', label: 'number', autocomplete: 'cc-number', value: values.number, error: error('number', 'unknown_card'), focus: true })}
<div class="row">${field(lang, { name: 'expiry', label: 'expiry', autocomplete: 'cc-exp', value: values.expiry, error: error('expiry', 'expired'), size: 'half', focus: !error('number', 'unknown_card') })}
${field(lang, { name: 'cvc', label: 'cvc', autocomplete: 'cc-csc', value: values.cvc, error: error('cvc'), size: 'half', focus: problems.length === 1 })}</div>
<button type="submit" class="primary">${button}</button></form>${cancelForm(tx, lang)}${cards}`,
  );
}

/** The 3-D Secure-like step (`confirming`) or the SMS code of a mobile payment. */
export function codeForm(tx: Transaction, lang: PageLang, wrong = false): string {
  const sms = tx.paysystem === 'demo_sms';
  const left = String(Math.max(0, MAX_CODE_ATTEMPTS - tx.attempts));
  const note = sms
    ? say(lang, 'smsNote', { phone: escapeHtml(tx.phone ?? '') })
    : say(lang, 'confirmNote', { last4: escapeHtml(tx.pendingCard?.last4 ?? ''), code: CONFIRMATION_CODE });
  return page(
    lang,
    `<h1>${say(lang, sms ? 'smsTitle' : 'confirmTitle')}</h1><p class="amount"><span>${say(lang, 'amount')}</span>
<strong>${amountText(tx, lang)}</strong></p><p class="note">${note}</p>
<form method="post" action="/demo-pay/${tx.id}/code?lang=${lang}" novalidate>
${field(lang, { name: 'code', label: 'code', autocomplete: 'one-time-code', error: wrong ? say(lang, 'errCode', { left }) : undefined, focus: true })}
<button type="submit" class="primary">${say(lang, 'confirm')}</button></form>${cancelForm(tx, lang)}`,
  );
}

export function resultPage(tx: Transaction, lang: PageLang): string {
  const ok = tx.state !== 'error';
  const back = backUrl(tx, ok);
  const link = back
    ? `<a class="primary button" href="${escapeHtml(back)}">${say(lang, 'back')}</a>`
    : `<p class="note">${say(lang, 'closeHint')}</p>`;
  const text = ok
    ? `<p class="status ok" role="status">${say(lang, tx.state === 'complete' ? 'complete' : 'processing')}</p>`
    : `<h1>${say(lang, 'failed')}</h1><p class="status bad" role="alert">${REASON_TEXTS[lang][tx.reason ?? 'declined']}</p>`;
  return page(lang, `${ok ? summary(tx, lang) : ''}${text}${link}`, tx.state === 'processing');
}
