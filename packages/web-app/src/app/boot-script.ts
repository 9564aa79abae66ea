/**
 * Why (issue 38): the boot entry (src/boot.ts) must run as its own module graph. Vite folds every module script
 * of an HTML page into one entry chunk, and a module graph runs only once all of it has arrived — so a boot
 * script written into index.html would wait for React like the app's entry does. The boot is a build input of
 * its own instead, and this plugin writes its script into the app's HTML, before the app's entry: both are
 * deferred module scripts, so the boot runs after `/config.js` (which names the API base) and before the entry,
 * as soon as its own chunks are in. Its chunks are preloaded first, ahead of the entry's.
 */
import type { Plugin } from 'vite';

export const BOOT_ENTRY = 'boot';
const BOOT_SOURCE = '/src/boot.ts';
const APP_SOURCE = '/src/main.tsx';

interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  name?: string;
  isEntry?: boolean;
  imports?: readonly string[];
  moduleIds?: readonly string[];
}

/** What the boot's graph must never hold: the libraries the app's first render needs, and the pages. */
const NOT_IN_BOOT = /\/node_modules\/(?:react|react-dom|react-router|i18next|react-i18next)\/|\.tsx$/;
/** The module whose state the entry adopts: one copy in the whole build, or the two entries start twice. */
const SHARED_STATE = /\/src\/session\/head-start\.ts$/;

/** The boot chunk's file and its static imports' files, depth first (the boot's whole graph). */
export function bootFiles(bundle: Record<string, ChunkLike>): string[] | null {
  const boot = Object.values(bundle).find(
    (item) => item.type === 'chunk' && item.isEntry && item.name === BOOT_ENTRY,
  );
  if (!boot) return null;
  const files: string[] = [];
  const visit = (file: string) => {
    if (files.includes(file)) return;
    files.push(file);
    for (const next of bundle[file]?.imports ?? []) visit(next);
  };
  visit(boot.fileName);
  return files;
}

/**
 * Why a build must fail: the boot's graph holding React or a page (the boot would wait for them again), or the
 * session's head start in more than one chunk (two module instances: the entry would start a second session
 * instead of adopting the boot's). Empty when neither.
 */
export function bootGraphProblems(bundle: Record<string, ChunkLike>, files: readonly string[]): string[] {
  const problems: string[] = [];
  for (const file of files) {
    for (const id of bundle[file]?.moduleIds ?? []) {
      if (NOT_IN_BOOT.test(id.replaceAll('\\', '/'))) problems.push(`${file} holds ${id}`);
    }
  }
  const holders = Object.values(bundle).filter(
    (item) =>
      item.type === 'chunk' && item.moduleIds?.some((id) => SHARED_STATE.test(id.replaceAll('\\', '/'))),
  );
  if (holders.length !== 1) {
    problems.push(
      `session/head-start.ts is in ${holders.length} chunks (${holders.map((c) => c.fileName).join(', ')})`,
    );
  }
  return problems;
}

/**
 * The HTML with the boot's script (and its imports' modulepreloads) written just before the app's entry script
 * (`entry`, its src): after `/config.js` and whatever else the page runs first (vite's dev client), the later
 * modulepreloads of the same files dropped. Unchanged when the page has no such script.
 */
export function writeBootScript(
  html: string,
  entry: string,
  boot: string,
  preloads: readonly string[] = [],
): string {
  const attr = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  const at = html.search(new RegExp(`<script\\b[^>]*\\bsrc=["']?${escapeRegExp(entry)}["'\\s>]`, 'i'));
  if (at < 0) return html;
  const tags = [
    `<script type="module" crossorigin src="${attr(boot)}"></script>`,
    ...preloads.map((href) => `<link rel="modulepreload" crossorigin href="${attr(href)}">`),
  ];
  const rest = html.slice(at).replace(/[ \t]*<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>\n?/gi, (tag) => {
    const href = /\bhref=["']?([^"'\s>]+)/i.exec(tag)?.[1];
    return href && preloads.includes(href) ? '' : tag;
  });
  return `${html.slice(0, at)}${tags.join('\n    ')}\n    ${rest}`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The vite plugin: the boot's script in the app's page (index.html only: the embeds and the console have none). */
export function bootScript(): Plugin {
  return {
    name: 'onair:boot-script',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!/(^|\/)index\.html$/.test(ctx.path)) return html;
        if (!ctx.bundle || !ctx.chunk) return writeBootScript(html, APP_SOURCE, BOOT_SOURCE);
        const files = bootFiles(ctx.bundle as Record<string, ChunkLike>);
        if (!files) throw new Error('the build has no boot chunk: vite.config.ts must list src/boot.ts');
        const problems = bootGraphProblems(ctx.bundle as Record<string, ChunkLike>, files);
        if (problems.length) throw new Error(`the boot's graph (src/boot.ts):\n  ${problems.join('\n  ')}`);
        const [boot, ...imports] = files.map((file) => `/${file}`);
        return writeBootScript(html, `/${ctx.chunk.fileName}`, boot as string, imports);
      },
    },
  };
}
