import { readFileSync } from 'node:fs';
import { join } from 'node:path';

describe('PinPrompt (issue 16)', () => {
  it('never compares the PIN in the browser: no parental_code is read anywhere in the app', () => {
    const files = ['channels/PinPrompt.tsx', 'embed/EmbedViews.tsx', 'api/schemas.ts'];
    for (const file of files) {
      expect(readFileSync(join(__dirname, '..', file), 'utf8')).not.toMatch(/parental_code\b/);
    }
  });
});
