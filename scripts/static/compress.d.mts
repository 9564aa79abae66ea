// Types of compress.mjs for the TypeScript scripts that import it (static-site.ts).
export declare const COMPRESSIBLE: Readonly<Record<string, string>>;
export declare function acceptsGzip(header: string | string[] | undefined): boolean;
export declare function fileFor(root: string, urlPath: string): { file: string; type: string } | null;
export interface GzipTransform {
  key: string;
  apply(text: string): string;
}
export declare function createGzipCache(): (
  file: string,
  transform?: GzipTransform,
) => Promise<{ body: Buffer; etag: string } | null>;
