// node --test scripts/static/
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { chunkClosure, hintTags, injectHints, manifestKey } from './html-hints.mjs';

const manifest = {
  'index.html': {
    file: 'assets/main-1.js',
    imports: ['_react.js'],
    css: ['assets/main-1.css'],
    isEntry: true,
  },
  '_react.js': { file: 'assets/react-1.js' },
  '_shared.js': { file: 'assets/shared-1.js', imports: ['_react.js'] },
  'src/channels/ChannelsPage.tsx': {
    file: 'assets/ChannelsPage-1.js',
    imports: ['_shared.js', '_react.js'],
    css: ['assets/ChannelsPage-1.css'],
  },
  '_AppPlayer-1.js': { file: 'assets/AppPlayer-1.js', name: 'AppPlayer', imports: ['_shared.js'] },
  '_index-1.js': { file: 'assets/index-1.js', name: 'index' },
  '_index-2.js': { file: 'assets/index-2.js', name: 'index' },
};

test('a chunk with its static imports, each once', () => {
  assert.deepEqual(chunkClosure(manifest, 'src/channels/ChannelsPage.tsx'), {
    js: ['assets/ChannelsPage-1.js', 'assets/shared-1.js', 'assets/react-1.js'],
    css: ['assets/ChannelsPage-1.css'],
  });
  assert.deepEqual(chunkClosure(manifest, 'missing'), { js: [], css: [] });
});

test('a module by its path, else by the one chunk named after it', () => {
  assert.equal(manifestKey(manifest, 'src/channels/ChannelsPage.tsx'), 'src/channels/ChannelsPage.tsx');
  assert.equal(manifestKey(manifest, 'src/player/AppPlayer.tsx'), '_AppPlayer-1.js');
  assert.equal(manifestKey(manifest, 'src/ui/index.ts'), null);
  assert.equal(manifestKey(manifest, 'src/nowhere.tsx'), null);
});

test('hints: the API origin, then what the route needs beyond the entry, nothing twice', () => {
  const tags = hintTags({
    manifest,
    modules: ['src/channels/ChannelsPage.tsx', 'src/player/AppPlayer.tsx', 'src/nowhere.tsx'],
    preconnect: ['http://127.0.0.1:8787', 'http://127.0.0.1:8787'],
  });
  assert.deepEqual(tags, [
    '<link rel="preconnect" href="http://127.0.0.1:8787" crossorigin>',
    '<link rel="preconnect" href="http://127.0.0.1:8787">',
    '<link rel="preload" as="style" crossorigin href="/assets/ChannelsPage-1.css">',
    '<link rel="modulepreload" crossorigin href="/assets/ChannelsPage-1.js">',
    '<link rel="modulepreload" crossorigin href="/assets/shared-1.js">',
    '<link rel="modulepreload" crossorigin href="/assets/AppPlayer-1.js">',
  ]);
  assert.deepEqual(hintTags({ manifest: null, modules: ['x'], preconnect: ['https://a"b'] }), [
    '<link rel="preconnect" href="https://a&quot;b" crossorigin>',
    '<link rel="preconnect" href="https://a&quot;b">',
  ]);
});

test('the tags go before </head>; a page without a head is left alone', () => {
  const html = '<html><head><title>t</title></head><body></body></html>';
  assert.equal(
    injectHints(html, ['<link rel="preconnect" href="x">']),
    '<html><head><title>t</title>  <link rel="preconnect" href="x">\n</head><body></body></html>',
  );
  assert.equal(injectHints(html, []), html);
  assert.equal(injectHints('<p>no head</p>', ['<link>']), '<p>no head</p>');
});
