import { describe, expect, it } from 'vitest';
import { allowListsFor, parseAllowConfig } from './allow-lists';

describe('embed allow-lists', () => {
  // Issue 21 item 7: before the fix both lists defaulted to '*' (any page could frame and drive the embed).
  it("are closed by default (the bridge then serves the app's own origin only)", () => {
    expect(allowListsFor(1, {})).toEqual({ control: [], read: [] });
    expect(allowListsFor(null, parseAllowConfig(undefined))).toEqual({ control: [], read: [] });
  });

  it('take the provider’s own lists over the default entry', () => {
    const config = parseAllowConfig({
      default: { control: ['https://partner.example'] },
      7: { control: '*', read: ['https://seven.example'] },
    });
    expect(allowListsFor(1, config)).toEqual({ control: ['https://partner.example'], read: [] });
    expect(allowListsFor('7', config)).toEqual({ control: '*', read: ['https://seven.example'] });
  });

  it('ignores malformed entries and says why', () => {
    const warnings: string[] = [];
    const config = parseAllowConfig({ 1: 'all', 2: { control: 'https://x.example', read: ['ok'] } }, (m) =>
      warnings.push(m),
    );
    expect(config).toEqual({ 2: { read: ['ok'] } });
    expect(warnings).toEqual([
      'embedAllow.1 is not an object; ignored',
      'embedAllow.2.control must be "*" or a list of origins; ignored',
    ]);
    expect(parseAllowConfig([], (m) => warnings.push(m))).toEqual({});
  });
});
