// Types of html-hints.mjs for the TypeScript scripts that import it (static-site.ts, stack.ts).
export type ViteManifest = Record<
  string,
  { file: string; src?: string; name?: string; imports?: string[]; css?: string[] }
>;
export declare function manifestKey(manifest: ViteManifest, source: string): string | null;
export declare function chunkClosure(manifest: ViteManifest, key: string): { js: string[]; css: string[] };
export declare function hintTags(options: {
  manifest: ViteManifest | null;
  entry?: string;
  modules?: string[];
  preconnect?: string[];
}): string[];
export declare function injectHints(html: string, tags: string[]): string;
