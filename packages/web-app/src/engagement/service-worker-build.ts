/**
 * Why: 000 §7 / 001 §7 service worker at /service-worker.js, and issue 20's line — the app shell is
 * precached so the app opens offline, while API answers, media segments and licences never come from a
 * cache. Those live on other origins (the API base, media and licence hosts), and Workbox only answers
 * what it registered: the precached shell, same-origin hashed assets, and navigations. Embed pages
 * keep their own CSP and go to the network. The manifest makes the app installable with the
 * operator's name and icons.
 */
import type { VitePWAOptions } from 'vite-plugin-pwa';

export const serviceWorkerOptions: Partial<VitePWAOptions> = {
  strategies: 'generateSW',
  filename: 'service-worker.js',
  // Registered by src/engagement/service-worker.ts (the §7 localhost rule), not by an injected script.
  injectRegister: false,
  manifestFilename: 'manifest.webmanifest',
  includeAssets: ['favicon.svg'],
  manifest: {
    name: 'OnAir TV',
    short_name: 'OnAir',
    description: 'Live TV with a 7-day archive, films and series.',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#0d1117',
    theme_color: '#0d1117',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // The shell: the entry HTML, its scripts (route chunks included, so every page opens offline),
    // styles, translations and icons.
    globPatterns: ['index.html', 'assets/*.{js,css}', 'locales/**/*.json', 'favicon.svg', 'icons/*.png'],
    // Playback engines are large and useless offline (no stream can play): loaded when a player needs them.
    // The engines' libraries are chunks of their own (shaka's two builds, ≈ 1.4 MB): left out alike.
    globIgnores: [
      'embed.html',
      'assets/hls-engine-*.js',
      'assets/hls-startup-prefetch-*.js',
      'assets/shaka-engine-*.js',
      'assets/shaka-*-library-*.js',
      'assets/native-engine-*.js',
      'assets/engine-fallback-*.js',
      'assets/embed-*',
    ],
    // Locale files are asked for with ?v= (001 §7): the precached copy answers them.
    ignoreURLParametersMatching: [/^v$/],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/_embed\//, /^\/config\.js/, /^\/service-worker\.js/],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    runtimeCaching: [
      {
        // /config.js names the API base: fresh when online, the last copy offline.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/config.js',
        handler: 'NetworkFirst',
        options: { cacheName: 'onair-config', networkTimeoutSeconds: 3 },
      },
    ],
  },
};
