// node --test scripts/static/
import assert from 'node:assert/strict';
import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { acceptsGzip, createGzipCache, fileFor } from './compress.mjs';

test('acceptsGzip: gzip or * with a non-zero weight', () => {
  assert.equal(acceptsGzip('gzip, deflate, br, zstd'), true);
  assert.equal(acceptsGzip('br;q=1.0, gzip;q=0.5'), true);
  assert.equal(acceptsGzip('*'), true);
  assert.equal(acceptsGzip('gzip;q=0'), false);
  assert.equal(acceptsGzip('identity'), false);
  assert.equal(acceptsGzip(undefined), false);
});

test('fileFor: compressible files inside the root only', () => {
  const root = '/srv/site';
  assert.deepEqual(fileFor(root, '/assets/hls-abc.js?v=1'), {
    file: '/srv/site/assets/hls-abc.js',
    type: 'text/javascript; charset=utf-8',
  });
  assert.equal(fileFor(root, '/')?.file, '/srv/site/index.html');
  assert.equal(fileFor(root, '/media/seg.m4s'), null);
  assert.equal(fileFor(root, '/../etc/passwd.js'), null);
  assert.equal(fileFor(root, '/%2e%2e/secret.js'), null);
  assert.equal(fileFor(root, '/%E0%A4%A'), null);
  assert.equal(fileFor(root, '/a%00.js'), null);
  assert.equal(fileFor(root, '/.vite/manifest.json'), null);
  assert.equal(fileFor(root, '/assets/%2Eenv.json'), null);
});

test('createGzipCache: the file gzipped with an ETag, compressed again only when it changed, null when missing', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'gzip-cache-'));
  const file = path.join(dir, 'app.js');
  writeFileSync(file, 'console.log("one");'.repeat(100));
  const gzipped = createGzipCache();
  const first = await gzipped(file);
  assert.equal(gunzipSync(first.body).toString(), 'console.log("one");'.repeat(100));
  assert.ok(first.body.length < 200);
  assert.match(first.etag, /^"[\w-]{22}"$/);
  assert.equal(await gzipped(file), first);
  writeFileSync(file, 'console.log("two");');
  utimesSync(file, new Date(), new Date(Date.now() + 5000));
  const second = await gzipped(file);
  assert.equal(gunzipSync(second.body).toString(), 'console.log("two");');
  assert.notEqual(second.etag, first.etag);
  assert.equal(await gzipped(path.join(dir, 'missing.js')), null);
  assert.equal(await gzipped(dir), null);
});

test('createGzipCache: a transformed variant (a page with its hints) is its own entry with its own ETag', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'gzip-cache-'));
  const file = path.join(dir, 'index.html');
  writeFileSync(file, '<head></head>');
  const gzipped = createGzipCache();
  const plain = await gzipped(file);
  const hinted = await gzipped(file, {
    key: 'channels',
    apply: (html) => html.replace('</head>', '<link></head>'),
  });
  assert.equal(gunzipSync(hinted.body).toString(), '<head><link></head>');
  assert.equal(gunzipSync(plain.body).toString(), '<head></head>');
  assert.notEqual(hinted.etag, plain.etag);
});
