// Types of cache-policy.mjs for the TypeScript scripts that import it (static-site.ts).
export declare const IMMUTABLE: string;
export declare const REVALIDATE: string;
export declare function cacheControlFor(urlPath: string): string;
export declare function etagMatches(header: string | string[] | undefined, etag: string): boolean;
