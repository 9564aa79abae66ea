import { mkdir, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chooseDatabase, DEFAULT_DATA_DIR, databaseFlagsOf } from './options';

describe('databaseFlagsOf', () => {
  it('picks the database flags out of any argv', () => {
    expect(databaseFlagsOf(['--api-port', '1', '--fresh'])).toEqual({ fresh: true });
    expect(databaseFlagsOf(['--memory-db'])).toEqual({ memory: true });
    expect(databaseFlagsOf(['--data-dir', '/x', '--port', '2'])).toEqual({ dataDir: '/x' });
    expect(() => databaseFlagsOf(['--data-dir'])).toThrow(/needs a folder/);
    expect(() => databaseFlagsOf(['--data-dir', '--fresh'])).toThrow(/needs a folder/);
  });
});

describe('chooseDatabase', () => {
  it('keeps data in the package’s ignored folder by default, or where told', async () => {
    expect(await chooseDatabase({}, {})).toEqual({ kind: 'directory', dir: DEFAULT_DATA_DIR });
    expect(DEFAULT_DATA_DIR).toMatch(/packages\/demo-backend\/\.data\/pglite$/);
    expect(await chooseDatabase({}, { ONAIR_DATA_DIR: '/d' })).toEqual({ kind: 'directory', dir: '/d' });
    expect(await chooseDatabase({ memory: true }, {})).toEqual({ kind: 'memory' });
  });

  it('uses DATABASE_URL as is and refuses flags that cannot apply to it', async () => {
    const env = { DATABASE_URL: 'postgres://u:p@h/db' };
    expect(await chooseDatabase({}, env)).toEqual({ kind: 'postgres', url: 'postgres://u:p@h/db' });
    await expect(chooseDatabase({ fresh: true }, env)).rejects.toThrow(/own tools/);
    await expect(chooseDatabase({ dataDir: '/d' }, env)).rejects.toThrow(/DATABASE_URL/);
    expect(await chooseDatabase({ memory: true }, env)).toEqual({ kind: 'memory' });
  });

  it('--fresh empties the PGlite folder', async () => {
    const dir = path.join(await mkdtemp(path.join(os.tmpdir(), 'onair-fresh-')), 'pglite');
    await mkdir(dir);
    await writeFile(path.join(dir, 'PG_VERSION'), '17');
    await chooseDatabase({ dataDir: dir }, {});
    expect(await readdir(dir)).toEqual(['PG_VERSION']);
    expect(await chooseDatabase({ dataDir: dir, fresh: true }, {})).toEqual({ kind: 'directory', dir });
    await expect(readdir(dir)).rejects.toThrow();
  });
});
