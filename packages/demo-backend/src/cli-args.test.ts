import { describe, expect, it } from 'vitest';
import { parseCliArgs } from './cli-args';

describe('parseCliArgs', () => {
  it('defaults to 127.0.0.1:8787', () => {
    expect(parseCliArgs([])).toEqual({ port: 8787, host: '127.0.0.1', verbose: false });
  });
  it('reads every option', () => {
    expect(
      parseCliArgs([
        '--port',
        '0',
        '--host',
        '0.0.0.0',
        '--seed',
        '9',
        '--public-origin',
        'http://tv:80',
        '--verbose',
      ]),
    ).toEqual({ port: 0, host: '0.0.0.0', seed: 9, publicOrigin: 'http://tv:80', verbose: true });
  });
  it('reads the database options', () => {
    expect(parseCliArgs(['--data-dir', '/tmp/d', '--fresh'])).toMatchObject({
      dataDir: '/tmp/d',
      fresh: true,
    });
    expect(parseCliArgs(['--memory-db'])).toMatchObject({ memory: true });
  });
  it.each([
    [['--data-dir']],
    [['--port', 'x']],
    [['--port']],
    [['--port', '70000']],
    [['--bogus', '1']],
    [['--public-origin', 'ftp://x']],
  ])('refuses %j', (argv) => {
    expect(() => parseCliArgs(argv)).toThrow();
  });
});
