/**
 * Known findings that other work in flight removes. Each entry names its finding exactly; a finding that is
 * not listed fails the check, and so does an entry that matches nothing any more (then delete the entry).
 * Keep this list short and every entry dated to the work that ends it. Empty now: every finding is fixed.
 */

/** Import cycles, each by the exact set of files that import each other: `{ files: [...] }`. */
export const ALLOWED_CYCLES = [];

/** Exports that only tests import, each by file and name: `{ file, name }`. */
export const ALLOWED_UNCALLED = [];

/** Test helpers among product files, each by file: `{ file }`. */
export const ALLOWED_HELPERS = [];
