// The ClearKey keys of the conformance corpus's DRM streams (media/conformance/drm/generate-drm.ts). Test
// keys that protect nothing: the licence server answers them beside the demo feature's key, so the corpus's
// `dash_clearkey` streams play against the same `laClearkey` as the demo.

/** Key id (hex) → key (hex). */
export const CONFORMANCE_CLEARKEYS: ReadonlyMap<string, string> = new Map([
  // dash-clearkey-wvpr (both tracks) and the video of dash-clearkey-mixed's encrypted period.
  ['6b3f2a1c9d8e4f50a1b2c3d4e5f60718', '9c1e5a7b3d2f4e6a8b0c1d2e3f405162'],
  // The audio of dash-clearkey-mixed's encrypted period: a second key in the same licence.
  ['a7d4c2e1f0b94c38b6a5e4d3c2b1a090', '2f4e6d8c0b1a39485766f5e4d3c2b1a0'],
]);
