// What a /media/ path resolves to, and the one guard every file lookup goes through. A leaf of its own,
// so resolve.ts (the media routes) and conformance.ts (the corpus it serves too) share it without
// importing each other.
import { resolve as resolvePath, sep } from 'node:path';

export type Resolved =
  | { kind: 'text'; body: string; mime: string; cache: string }
  | { kind: 'file'; file: string; mime: string; cache: string }
  | { kind: 'error'; status: 400 | 404; code: string; message: string };

/** A file strictly inside `root`, or undefined. */
export function inside(root: string, ...parts: string[]): string | undefined {
  const base = resolvePath(root);
  const file = resolvePath(base, ...parts);
  return file.startsWith(base + sep) ? file : undefined;
}
