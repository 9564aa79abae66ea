// Types for find-browser.mjs, so the TypeScript e2e config and specs can share its launch flags.
export declare const CHROMIUM_ARGS: readonly string[];
export declare function findBrowser(options?: { log?: (message: string) => void }): string;
