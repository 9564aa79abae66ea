import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUNDLED_LANGUAGES } from './language';

/** Every language the app ships (001 §9: ru-ru, en-us, uz-uz, kk-kz). */
const SHIPPED = [...BUNDLED_LANGUAGES];

// Every key the code asks for must exist in every bundled language; a missing one shows a raw key.
const root = join(__dirname, '..', '..');
const read = (lng: string) =>
  JSON.parse(readFileSync(join(root, 'public', 'locales', lng, 'translation.json'), 'utf8')) as Record<
    string,
    string
  >;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const OWN_NAMESPACE = [
  'packets',
  'engagement',
  'settings',
  'profiles',
  'parental',
  'messages',
  'catalogue',
  'billing',
  'promo',
  // console.json: src/console/locales.test.ts.
  'console',
  // seo.json: src/seo/page-meta.test.ts checks every page kind's title and description in it.
  'seo',
];
/** Files outside those folders that read the account namespace (issue 16). */
const ACCOUNT_FILES = [
  join('src', 'channels', 'PinPrompt.tsx'),
  join('src', 'accounts', 'AccountMenu.tsx'),
  join('src', 'accounts', 'AccountMenuParts.tsx'),
];

function usedKeys(): Set<string> {
  const keys = new Set<string>();
  for (const file of sourceFiles(join(root, 'src'))) {
    // Areas with their own namespace file are checked against it below.
    if (OWN_NAMESPACE.some((area) => file.includes(join('src', area, '')))) continue;
    if (ACCOUNT_FILES.some((own) => file.endsWith(own))) continue;
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\bt\('([a-z_0-9]+)'/g)) keys.add(match[1]!);
    for (const match of text.matchAll(/(?:text|title|label): '([a-z_0-9]+)'/g)) keys.add(match[1]!);
  }
  for (const kind of ['content', 'channel', 'subscription', 'page']) keys.add(`not_found_${kind}`);
  keys.delete('promo_days');
  return keys;
}

describe('translations', () => {
  it.each(SHIPPED)('%s has every key the app uses', (lng) => {
    const table = read(lng);
    const missing = [...usedKeys()].filter((key) => !(key in table));
    expect(missing).toEqual([]);
  });
});

describe('the packets namespace (packets.json)', () => {
  const ns = (lng: string) =>
    JSON.parse(readFileSync(join(root, 'public', 'locales', lng, 'packets.json'), 'utf8')) as Record<
      string,
      string
    >;
  const plural = /_(one|few|many|other)$/;

  it('has the same keys in en and ru', () => {
    expect(Object.keys(ns('ru')).sort()).toEqual(Object.keys(ns('en')).sort());
  });

  it.each(['uz', 'kk'])('%s has the same keys as en (plural forms aside)', (lng) => {
    const base = (l: string) => [...new Set(Object.keys(ns(l)).map((key) => key.replace(plural, '')))].sort();
    expect(base(lng)).toEqual(base('en'));
  });

  it.each(SHIPPED)('%s has every key src/packets asks for', (lng) => {
    const table = new Set(Object.keys(ns(lng)).map((key) => key.replace(plural, '')));
    const used = new Set<string>();
    for (const file of sourceFiles(join(root, 'src', 'packets'))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\('([a-z_0-9]+)'/g)) used.add(match[1]!);
      for (const match of text.matchAll(/: '((?:button|buy|group|kind|provider)_[a-z_]+|[a-z_]+_title)'/g))
        used.add(match[1]!);
    }
    expect([...used].filter((key) => !table.has(key))).toEqual([]);
  });
});

describe('the engagement namespace (engagement.json)', () => {
  const ns = (lng: string) =>
    JSON.parse(readFileSync(join(root, 'public', 'locales', lng, 'engagement.json'), 'utf8')) as Record<
      string,
      string
    >;
  const base = (lng: string) =>
    new Set(Object.keys(ns(lng)).map((key) => key.replace(/_(one|few|many|other)$/, '')));

  it.each(SHIPPED)('%s has the same keys as en (plural forms aside)', (lng) => {
    expect([...base(lng)].sort()).toEqual([...base('en')].sort());
  });

  it.each(SHIPPED)('%s has every key src/engagement and the footer ask for', (lng) => {
    const table = base(lng);
    const used = new Set<string>();
    const files = [
      ...sourceFiles(join(root, 'src', 'engagement')),
      join(root, 'src', 'layout', 'footer-links.ts'),
    ];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\('([a-z_0-9]+)'/g)) used.add(match[1]!);
      for (const match of text.matchAll(/(?:text|name): '((?:advantage|info)_[a-z_]+)'/g))
        used.add(match[1]!);
      // The countdown's unit labels are built from its unit names.
      // (the source's template literal, matched as plain text)
      if (text.includes('`newyear_$' + '{unit}`')) {
        for (const unit of ['days', 'hours', 'minutes', 'seconds']) used.add(`newyear_${unit}`);
      }
    }
    used.add('footer_about');
    expect([...used].filter((key) => !table.has(key))).toEqual([]);
  });
});

describe('the account namespace (account.json, issue 16)', () => {
  const ns = (lng: string) =>
    JSON.parse(readFileSync(join(root, 'public', 'locales', lng, 'account.json'), 'utf8')) as Record<
      string,
      string
    >;
  const plural = /_(one|few|many|other)$/;
  const base = (lng: string) =>
    [...new Set(Object.keys(ns(lng)).map((key) => key.replace(plural, '')))].sort();

  it.each(SHIPPED)('%s has the same keys as en (plural forms aside)', (lng) => {
    expect(base(lng)).toEqual(base('en'));
  });

  it.each(SHIPPED)('%s has every key the account area asks for', (lng) => {
    const table = new Set(base(lng));
    const files = [
      ...['settings', 'profiles', 'parental', 'messages'].flatMap((area) =>
        sourceFiles(join(root, 'src', area)),
      ),
      ...ACCOUNT_FILES.map((file) => join(root, file)),
    ];
    const used = new Set<string>();
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\('([a-z_0-9]+)'/g)) used.add(match[1]!);
      for (const match of text.matchAll(/(?:key|labelKey|error): '([a-z_0-9]+)'/g)) used.add(match[1]!);
      for (const match of text.matchAll(/return '(error_[a-z_]+)'/g)) used.add(match[1]!);
    }
    expect(used.size).toBeGreaterThan(10);
    expect([...used].filter((key) => !table.has(key))).toEqual([]);
  });
});

describe('the catalogue namespace (catalogue.json)', () => {
  const ns = (lng: string) =>
    JSON.parse(readFileSync(join(root, 'public', 'locales', lng, 'catalogue.json'), 'utf8')) as Record<
      string,
      string
    >;
  const plural = /_(one|few|many|other)$/;
  const base = (lng: string) => new Set(Object.keys(ns(lng)).map((key) => key.replace(plural, '')));

  it.each(SHIPPED)('%s has the same keys as en (plural forms aside)', (lng) => {
    expect([...base(lng)].sort()).toEqual([...base('en')].sort());
  });

  it.each(SHIPPED)('%s has every key src/catalogue asks for', (lng) => {
    const table = base(lng);
    const used = new Set<string>([
      'warning_no_favorites',
      'warning_no_search_results',
      'years_last_two',
      'years_before_1980',
    ]);
    for (const kind of ['recent', 'content', 'channel', 'person']) used.add(`kind_${kind}`);
    for (const file of sourceFiles(join(root, 'src', 'catalogue'))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\('([a-z_0-9]+)'/g)) used.add(match[1]!);
    }
    expect([...used].filter((key) => !table.has(key))).toEqual([]);
  });
});
