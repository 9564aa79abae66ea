import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';

// 001 §9: the app ships ru-ru, en-us, uz-uz and kk-kz. Uzbek is written in the Latin script, Kazakh in
// Cyrillic; each table is a translation, not English under another name.
const root = join(__dirname, '..', '..', 'public', 'locales');
// The viewer app's namespaces. The operator's QoE console (issue 40) speaks en and ru only
// (console/ConsoleApp.tsx CONSOLE_LANGUAGES, docs/decisions.md), so its table is not one of them.
const namespaces = readdirSync(join(root, 'en'))
  .map((file) => file.replace(/\.json$/, ''))
  .filter((ns) => ns !== 'console');
const table = (lng: string, ns: string) =>
  JSON.parse(readFileSync(join(root, lng, `${ns}.json`), 'utf8')) as Record<string, string>;
const plural = /_(zero|one|two|few|many|other)$/;
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
/** Words every language writes the same way (brands, codes). */
const SAME_EVERYWHERE = new Set(['{{message}}', 'OK', 'Login', 'PIN', 'IP']);
/** Uzbek words spelt as in English. */
const SAME_IN_UZBEK = new Set(['Avatar', 'Film']);
const CYRILLIC = /[\u0400-\u04FF]/;
/** Latin words that stay Latin in a Kazakh text (brands, technical names). */
const LATIN_IN_KAZAKH =
  /^(?:[^a-zA-Z]|OnAir|PIN|IP|API|SMS|QR|App Store|Google Play|Apple TV|Smart TV|Telegram|WhatsApp|Punycode|xn--|name@example\.com|customapi|url|OK|e-mail|\{\{\w+\}\})*$/;

describe.each(['uz', 'kk'])('the %s tables', (lng) => {
  it.each(namespaces)('%s.json has every key of en.json, with the same placeholders', (ns) => {
    const en = table('en', ns);
    const own = table(lng, ns);
    const problems: string[] = [];
    const ownByBase = new Map<string, string[]>();
    for (const [key, text] of Object.entries(own))
      ownByBase.set(key.replace(plural, ''), [...(ownByBase.get(key.replace(plural, '')) ?? []), text]);
    for (const [key, text] of Object.entries(en)) {
      const variants = ownByBase.get(key.replace(plural, ''));
      if (!variants) {
        problems.push(`${key}: missing`);
        continue;
      }
      // A form may drop {{count}} ("month" for one) as English does, but never invent or lose another name.
      const wanted = placeholders(text).filter((name) => name !== 'count');
      for (const variant of variants) {
        const got = placeholders(variant).filter((name) => name !== 'count');
        if (got.join() !== [...new Set(wanted)].join() && got.join() !== wanted.join())
          problems.push(`${key}: {{${got.join()}}} ≠ {{${wanted.join()}}}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it.each(namespaces)('%s.json is translated, not copied from English', (ns) => {
    const en = table('en', ns);
    const copied = Object.entries(table(lng, ns)).filter(
      ([key, text]) =>
        en[key] === text && !SAME_EVERYWHERE.has(text) && !(lng === 'uz' && SAME_IN_UZBEK.has(text)),
    );
    expect(copied).toEqual([]);
  });

  it.each(namespaces)('%s.json is written in the language’s script', (ns) => {
    const wrong = Object.entries(table(lng, ns)).filter(([, text]) =>
      lng === 'uz' ? CYRILLIC.test(text) : !LATIN_IN_KAZAKH.test(text.replace(/[\u0400-\u04FF]+/g, '')),
    );
    expect(wrong).toEqual([]);
  });
});

describe('plural forms at run time (i18next with the shipped tables)', () => {
  async function tr(lng: string) {
    const instance = i18next.createInstance();
    await instance.init({
      lng,
      fallbackLng: 'en',
      resources: Object.fromEntries(
        ['en', lng].map((l) => [l, Object.fromEntries(namespaces.map((ns) => [ns, table(l, ns)]))]),
      ),
      interpolation: { escapeValue: false },
    });
    return instance;
  }

  it('shows only the number with an unchanging word for day counts in kk-kz (001 §5)', async () => {
    const kk = await tr('kk');
    expect([1, 2, 5, 21].map((count) => kk.t('promo_days', { count }))).toEqual([
      '1 күн тегін',
      '2 күн тегін',
      '5 күн тегін',
      '21 күн тегін',
    ]);
    expect(kk.t('packets:period_days', { count: 30 })).toBe('30 күн');
    // No day-count key of the Kazakh tables has plural forms to choose from.
    const dayKeys = namespaces.flatMap((ns) =>
      Object.keys(table('kk', ns)).filter((key) => /days/.test(key) && plural.test(key)),
    );
    expect(dayKeys).toEqual([]);
  });

  it('chooses Uzbek forms where the word changes (a month, 3 months)', async () => {
    const uz = await tr('uz');
    expect(uz.t('packets:period_months', { count: 1 })).toBe('oy');
    expect(uz.t('packets:period_months', { count: 3 })).toBe('3 oy');
    expect(uz.t('promo_days', { count: 7 })).toBe('7 kun bepul');
  });

  it('keeps the Russian forms (1 день, 2 дня, 5 дней), the number held to its word by a no-break space', async () => {
    const ru = await tr('ru');
    expect([1, 2, 5].map((count) => ru.t('promo:days', { count }))).toEqual([
      '1\u00a0день',
      '2\u00a0дня',
      '5\u00a0дней',
    ]);
  });
});
