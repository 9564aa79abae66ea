// Types for tree-commit.mjs, so the TypeScript e2e specs record the commit the same way the scripts do.
export declare function commitOfTree(cwd?: string): string | null;
