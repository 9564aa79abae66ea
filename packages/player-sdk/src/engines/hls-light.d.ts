/**
 * hls.js declares its full entry only; its light entry (`hls.js/light`, dist/hls.light.mjs) is the same class and
 * exports built without some features, so it is typed as the full one.
 */
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
