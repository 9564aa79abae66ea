// The interface language of a request (000 §7: "the Accept-Language header comes from the stored language,
// default en"). One reader for every route: the best-weighted language tag this operator speaks (ru or en),
// and English when the header names neither. `ru-RU`, `RU` and `ru;q=0.8` are Russian; `rus` or `russian`
// are not language tags and are not read as Russian.
export type Lang = 'en' | 'ru';

const SPOKEN: readonly Lang[] = ['en', 'ru'];

export function languageOfHeader(header: string | readonly string[] | undefined): Lang {
  const value = typeof header === 'string' ? header : (header ?? []).join(',');
  let best: { lang: Lang; q: number } | null = null;
  for (const part of value.split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0] as Lang;
    if (!SPOKEN.includes(primary)) continue;
    const weight = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p)?.[1]).find((q) => q !== undefined);
    const q = weight === undefined ? 1 : Number(weight);
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { lang: primary, q };
  }
  return best?.lang ?? 'en';
}

export function languageOf(request: {
  headers: { 'accept-language'?: string | string[] | undefined };
}): Lang {
  return languageOfHeader(request.headers['accept-language']);
}
