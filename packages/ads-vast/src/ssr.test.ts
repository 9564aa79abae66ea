// @vitest-environment node
// Importing the package in Node (SSR) must not touch window, document or navigator.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

describe('the package in Node', () => {
  it('imports without browser globals and parses with @xmldom/xmldom', async () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    const ads = await import('./index');
    const xmlParser = await ads.loadXmlParser();
    const doc = ads.parseVast(readFileSync(join(__dirname, '../test/fixtures/inline-linear.xml'), 'utf8'), {
      xmlParser,
    });
    expect(doc.ads[0]?.id).toBe('20001');
  });
});
