// node --test scripts/static/
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cacheControlFor, etagMatches, IMMUTABLE, REVALIDATE } from './cache-policy.mjs';

test('content-named build outputs are kept for a year; anything else is asked again', () => {
  assert.equal(cacheControlFor('/assets/main-DqHbCdYm.js'), IMMUTABLE);
  assert.equal(cacheControlFor('/assets/hls-engine-OwupfZDu.js?v=1'), IMMUTABLE);
  assert.equal(cacheControlFor('/assets/main-CiTSA7S7.css'), IMMUTABLE);
  assert.equal(cacheControlFor('/assets/stats-runtime-DyaaicY-.js'), IMMUTABLE);
  // Not named after their content: they change under the same name at the next deploy.
  for (const path of ['/', '/index.html', '/config.js', '/service-worker.js', '/manifest.webmanifest']) {
    assert.equal(cacheControlFor(path), REVALIDATE, path);
  }
  assert.equal(cacheControlFor('/assets/logo.svg'), REVALIDATE);
  assert.equal(cacheControlFor('/locales/en/translation.json'), REVALIDATE);
  assert.equal(cacheControlFor('/assets/sub/dir-ABCDEFGH.js'), REVALIDATE);
});

test('If-None-Match: the same tag, a weak form of it, one of a list, or *', () => {
  assert.equal(etagMatches('"abc"', '"abc"'), true);
  assert.equal(etagMatches('W/"abc"', '"abc"'), true);
  assert.equal(etagMatches('"x", "abc"', '"abc"'), true);
  assert.equal(etagMatches('*', '"abc"'), true);
  assert.equal(etagMatches('"abd"', '"abc"'), false);
  assert.equal(etagMatches(undefined, '"abc"'), false);
  assert.equal(etagMatches('"abc"', ''), false);
});
