// Why: PGlite is one process's database. Two servers on one data folder (a second `npm start`) would
// corrupt it, so the folder is claimed with a lock file naming the owner's pid; a lock whose process is
// gone (a crash, kill -9) is taken over.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Claims `dir` for this process; returns the release function. Throws when a live process holds it. */
export function lockFolder(dir: string): () => void {
  const file = `${path.resolve(dir)}.lock`;
  mkdirSync(path.dirname(file), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.removeListener('exit', release);
        rmSync(file, { force: true });
      };
      // A server that exits without closing its database (Ctrl-C in npm start) still frees the folder.
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && alive(owner)) {
        throw new Error(
          `The data folder ${dir} is in use by process ${owner} (another npm start?). ` +
            'Stop it, or start with --memory-db or --data-dir <another folder>.',
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`could not lock ${dir}`);
}
