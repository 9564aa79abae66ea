// Makes the CENC copy of a VOD package in the cache folder at start. It is skipped when a stamp says the
// same sources were already encrypted with the same key id, and written beside the target then renamed,
// so a crash or two processes starting together never leave a half-encrypted package being served.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { readTracks } from '../mp4/inspect';
import { encryptSegment } from './fragment';
import { encryptInit } from './init';

/** Bump when the encrypted bytes would change for the same input. */
const ENCRYPTOR_VERSION = 1;

export interface EncryptJob {
  srcDir: string;
  destDir: string;
  renditions: readonly string[];
  kidHex: string;
  keyHex: string;
  /** Something that changes when the sources change, e.g. their sha256 from MANIFEST.json. */
  sourceFingerprint: string;
}

const STAMP = 'STAMP.json';

function stampOf(job: EncryptJob): string {
  const key = createHash('sha256').update(job.keyHex).digest('hex');
  return JSON.stringify({ version: ENCRYPTOR_VERSION, kid: job.kidHex, key, sources: job.sourceFingerprint });
}

function upToDate(dir: string, stamp: string): boolean {
  const file = join(dir, STAMP);
  return existsSync(file) && readFileSync(file, 'utf8') === stamp;
}

export function encryptPackage(job: EncryptJob, log: (line: string) => void): 'fresh' | 'cached' {
  const stamp = stampOf(job);
  if (upToDate(job.destDir, stamp)) return 'cached';
  const key = Buffer.from(job.keyHex, 'hex');
  const tmp = `${job.destDir}.tmp-${process.pid}-${Date.now()}`;
  rmSync(tmp, { recursive: true, force: true });
  try {
    for (const name of job.renditions) {
      const src = join(job.srcDir, name);
      const dest = join(tmp, name);
      mkdirSync(dest, { recursive: true });
      const init = readFileSync(join(src, 'init.mp4'));
      const tracks = readTracks(init);
      writeFileSync(join(dest, 'init.mp4'), encryptInit(init, job.kidHex));
      const segments = readdirSync(src).filter((f) => /^seg-\d+\.m4s$/.test(f));
      for (const seg of segments) {
        writeFileSync(join(dest, seg), encryptSegment(readFileSync(join(src, seg)), tracks, key));
      }
      log(`media: encrypted ${name} (${segments.length} segments)`);
    }
    writeFileSync(join(tmp, STAMP), stamp);
    mkdirSync(dirname(job.destDir), { recursive: true });
    rmSync(job.destDir, { recursive: true, force: true });
    try {
      renameSync(tmp, job.destDir);
    } catch (err) {
      // Another process finished the same work first; its result is as good as ours.
      if (!upToDate(job.destDir, stamp)) throw err;
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  return 'fresh';
}
