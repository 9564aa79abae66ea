import { describe, expect, it } from 'vitest';
import { allowListsFor, parseAllowConfig, skipsParentalControl, takesDeviceSerial } from './allow-lists';

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

  // Issue 35 item 5: before the fix `/content_embed/105?ignore_parental_control=1` opened top-level played the
  // 18+ film without a PIN; the flag now needs a frame of a partner listed by name.
  it.each([
    [
      'a listed partner framing the embed',
      true,
      'https://partner.example',
      ['https://partner.example'],
      true,
    ],
    [
      'the same, its origin written with a slash',
      true,
      'https://partner.example',
      ['https://partner.example/'],
      true,
    ],
    ['opened top-level', true, null, ['https://partner.example'], false],
    ['framed by a page not listed', true, 'https://evil.example', ['https://partner.example'], false],
    ['a provider that opens control to any page', true, 'https://evil.example', '*', false],
    [
      'a listed partner that did not ask',
      false,
      'https://partner.example',
      ['https://partner.example'],
      false,
    ],
  ] as const)('ignore_parental_control: %s', (_name, asked, parent, control, expected) => {
    expect(skipsParentalControl(asked, parent, { control, read: [] })).toBe(expected);
  });

  it.each([
    ['a partner listed for a provider', 'https://seven.example', true],
    ['a partner listed by default', 'https://partner.example', true],
    ['opened top-level', null, false],
    ['a page no provider lists (control * is nobody)', 'https://evil.example', false],
  ] as const)('device_serial: %s', (_name, parent, expected) => {
    const config = parseAllowConfig({
      default: { control: ['https://partner.example'] },
      7: { control: ['https://seven.example'], read: '*' },
      8: { control: '*' },
    });
    expect(takesDeviceSerial(parent, config)).toBe(expected);
  });
});
