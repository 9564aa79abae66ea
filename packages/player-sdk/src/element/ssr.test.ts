// @vitest-environment node
import { describe, expect, it } from 'vitest';

describe('the element entry on the server', () => {
  it('imports where there is no window, document or custom element registry, and defines nothing', async () => {
    for (const name of ['window', 'document', 'customElements', 'HTMLElement', 'navigator', 'matchMedia']) {
      expect(typeof (globalThis as Record<string, unknown>)[name], name).toBe('undefined');
    }
    const element = await import('./index');
    expect(element.TAG_NAME).toBe('onair-player');
    expect(typeof element.OnAirPlayerElement).toBe('function');
    expect(() => element.defineOnAirPlayer()).not.toThrow();
    expect(typeof (globalThis as Record<string, unknown>).customElements).toBe('undefined');
  });
});
