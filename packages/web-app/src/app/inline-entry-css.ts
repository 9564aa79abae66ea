/**
 * Why (issue 38): the page's shell (index.html) can paint only once its stylesheet has arrived, and a linked
 * stylesheet is a request of its own after the HTML — one more round trip before anything shows (on a phone's
 * link ≈ 150 ms, and Lighthouse's render-blocking audit names it). The entry's stylesheet is small (≈ 5 KB
 * gzipped) and every page needs it, so the build writes it into the HTML instead of linking it; the HTML is
 * revalidated by ETag (304) on a returning visit, so the stylesheet is not sent again either. The routes' own
 * stylesheets stay files, loaded with their chunks.
 */
import type { Plugin } from 'vite';

/**
 * The HTML with each `<link rel="stylesheet" href="/…">` whose file `cssOf` returns written in as a `<style>`
 * element instead; the names of the files it inlined beside it.
 */
export function inlineStylesheets(
  html: string,
  cssOf: (href: string) => string | undefined,
): { html: string; inlined: string[] } {
  const inlined: string[] = [];
  const out = html.replace(/<link\b[^>]*>/gi, (tag) => {
    if (!/\brel=["']?stylesheet["']?/i.test(tag)) return tag;
    const href = /\bhref=["']?([^"'\s>]+)/i.exec(tag)?.[1];
    const css = href ? cssOf(href) : undefined;
    if (!href || css === undefined) return tag;
    inlined.push(href);
    // `</style` inside the text would end the element early; CSS never needs it, so it is escaped.
    return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  });
  return { html: out, inlined };
}

/**
 * The vite plugin: inlines the built HTML pages' own stylesheets. The files stay in the build: a lazy chunk's
 * preload list can name the entry's stylesheet (vite's loader fetches it, and a missing file fails the import).
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'onair:inline-entry-css',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        return inlineStylesheets(html, (href) => {
          const asset = bundle[href.replace(/^\//, '')];
          if (asset?.type !== 'asset') return undefined;
          return typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
        }).html;
      },
    },
  };
}
