// Types of compress.mjs for the TypeScript scripts that import it (static-site.ts).
export declare const COMPRESSIBLE: Readonly<Record<string, string>>;
export declare function acceptsGzip(header: string | string[] | undefined): boolean;
export declare function fileFor(root: string, urlPath: string): { file: string; type: string } | null;
export declare function createGzipCache(): (file: string) => Promise<Buffer | null>;
