/**
 * 000 §2 /miniapp: the messenger mini-app's entry. The session comes from access_token (taken out of the
 * address bar on start, session/url-token.ts); telegram_id is kept for the account's messenger link;
 * tgWebAppStartParam is the deep link the bot gave — underscores stand for the slashes a start
 * parameter cannot carry (channel_2 → /channels/all/2, contents_night-train-12 → /contents/…, news_1,
 * row_new-films, packets_3). Anything else opens the start page.
 */

const SAFE = /^[a-z0-9-]{1,120}$/i;

export function miniAppTarget(startParam: string | null): string {
  if (!startParam) return '/';
  const cut = startParam.indexOf('_');
  const kind = cut === -1 ? startParam : startParam.slice(0, cut);
  const id = cut === -1 ? '' : startParam.slice(cut + 1);
  if (id && !SAFE.test(id)) return '/';
  switch (kind) {
    case 'channel':
    case 'channels':
      return id ? `/channels/all/${id}` : '/channels';
    case 'content':
    case 'contents':
      return id ? `/contents/${id}` : '/';
    case 'news':
      return id ? `/news/${id}` : '/news';
    case 'row':
      return id ? `/row/${id}` : '/';
    case 'packet':
    case 'packets':
      return id ? `/packets/${id}` : '/packets';
    default:
      return '/';
  }
}

export const TELEGRAM_ID_KEY = 'onair.telegram_id';

/** A messenger user id is digits only; anything else is not kept. */
export function telegramIdOf(raw: string | null): string | null {
  return raw && /^\d{1,20}$/.test(raw) ? raw : null;
}
