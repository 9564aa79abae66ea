/**
 * Why: 001 §5 — channel search matches names "also transliterated to or from Latin", so a viewer on a
 * Latin keyboard finds "Матч Лайв" by typing "match" and a Russian one finds "News 24" by "ньюс".
 * Transliteration is lossy both ways, so search compares folded forms of both the query and the name.
 */

const CYRILLIC_TO_LATIN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

/** Longest Latin clusters first, so "shch" is not read as "s" + "h" + "ch". */
const LATIN_TO_CYRILLIC: ReadonlyArray<[string, string]> = [
  ['shch', 'щ'],
  ['zh', 'ж'],
  ['kh', 'х'],
  ['ts', 'ц'],
  ['ch', 'ч'],
  ['sh', 'ш'],
  ['yu', 'ю'],
  ['ya', 'я'],
  ['yo', 'ё'],
  ['a', 'а'],
  ['b', 'б'],
  ['v', 'в'],
  ['g', 'г'],
  ['d', 'д'],
  ['e', 'е'],
  ['z', 'з'],
  ['i', 'и'],
  ['y', 'й'],
  ['k', 'к'],
  ['l', 'л'],
  ['m', 'м'],
  ['n', 'н'],
  ['o', 'о'],
  ['p', 'п'],
  ['r', 'р'],
  ['s', 'с'],
  ['t', 'т'],
  ['u', 'у'],
  ['f', 'ф'],
  ['h', 'х'],
  ['c', 'к'],
  ['w', 'в'],
  ['x', 'кс'],
  ['q', 'к'],
  ['j', 'дж'],
];

export function toLatin(text: string): string {
  let out = '';
  for (const char of text.toLowerCase()) out += CYRILLIC_TO_LATIN[char] ?? char;
  return out;
}

export function toCyrillic(text: string): string {
  const lower = text.toLowerCase();
  let out = '';
  let i = 0;
  while (i < lower.length) {
    const match = LATIN_TO_CYRILLIC.find(([latin]) => lower.startsWith(latin, i));
    if (match) {
      out += match[1];
      i += match[0].length;
    } else {
      out += lower[i];
      i += 1;
    }
  }
  return out;
}

/**
 * A comparison key that erases the ambiguities of romanisation (x/ks, c/k, w/v, h/kh, double letters),
 * so that "Match", "Matsch" and "Матч" fold to comparable strings.
 */
export function fold(text: string): string {
  return toLatin(text)
    .replace(/shch/g, 'sh')
    .replace(/kh/g, 'h')
    .replace(/x/g, 'ks')
    .replace(/[cq]/g, 'k')
    .replace(/ts/g, 'k')
    .replace(/kh|tch/g, 'ch')
    .replace(/w/g, 'v')
    .replace(/j/g, 'y')
    .replace(/yo/g, 'e')
    .replace(/[^a-z0-9]+/g, '')
    .replace(/(.)\1+/g, '$1');
}

/** Case-insensitive match of a query against a name, directly or through transliteration either way. */
export function nameMatches(name: string, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (q.length === 0) return true;
  const lower = name.toLowerCase();
  if (lower.includes(q)) return true;
  if (toLatin(lower).includes(toLatin(q))) return true;
  if (toCyrillic(lower).includes(toCyrillic(q))) return true;
  const folded = fold(q);
  return folded.length > 0 && fold(lower).includes(folded);
}
