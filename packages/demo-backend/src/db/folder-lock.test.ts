import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockFolder } from './folder-lock';

const folder = () => path.join(mkdtempSync(path.join(os.tmpdir(), 'onair-lock-')), 'pglite');

describe('lockFolder', () => {
  it('claims a folder once, and frees it on release (idempotent)', () => {
    const dir = folder();
    const release = lockFolder(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it('refuses a folder a live process holds, naming it', () => {
    const dir = folder();
    // The parent of this test process is alive for sure.
    writeFileSync(`${dir}.lock`, String(process.ppid));
    expect(() => lockFolder(dir)).toThrow(new RegExp(`in use by process ${process.ppid}`));
  });

  it('takes over the lock of a process that is gone', () => {
    const dir = folder();
    writeFileSync(`${dir}.lock`, '2147483646');
    const release = lockFolder(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
  });
});
