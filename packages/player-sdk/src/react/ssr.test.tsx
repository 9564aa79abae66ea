// @vitest-environment node
import { describe, expect, it } from 'vitest';

describe('the React entry on the server', () => {
  it('imports and renders <Player> with the skin where there is no window or document', async () => {
    expect(typeof globalThis.window).toBe('undefined');
    expect(typeof globalThis.document).toBe('undefined');
    const { renderToString } = await import('react-dom/server');
    const { Player, PlayerSkin, SKIN_CSS } = await import('./index');
    const html = renderToString(
      <Player contentId={7} poster="/poster.jpg">
        <PlayerSkin language="ru" onBack={() => {}} />
      </Player>,
    );
    expect(html).toContain('onair-skin');
    expect(html).toContain('/poster.jpg');
    expect(html).toContain('aria-label="Во весь экран"');
    expect(SKIN_CSS).toContain('.onair-skin');
  });
});
