// Types for find-browser.mjs, so the TypeScript e2e config and specs share its launch flags and path.
export declare const CHROMIUM_ARGS: readonly string[];
export declare function chromiumPath(): string;
export declare function findBrowser(options?: { log?: (message: string) => void }): string;
