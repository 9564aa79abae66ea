/**
 * Why: hls.js's light build (≈ 114 KB gzip against ≈ 185 KB for the full one) plays clear HLS with its own
 * audio and video and nothing else: no alternate audio renditions, subtitles or closed captions (CEA-608), no
 * DRM (EME), no variable substitution (EXT-X-DEFINE), content steering or interstitials. On a slow network the
 * 70 KB it saves is ≈ 0.4 s at 1.5 Mbit/s. The player already prefetches the master playlist while the engine
 * chunk loads, so the choice is made from its text, by this pure function, before hls.js is constructed.
 *
 * Anything it cannot read with certainty asks for the full build: no text (the prefetch failed or there was
 * none), a plan with DRM, or any tag the light build leaves out. A wrong "full" costs bytes; a wrong "light"
 * would cost a feature, so the rule only says light when the playlist proves it is enough.
 *
 * One exception, because most viewers never turn subtitles on: subtitle renditions that are off until the viewer
 * picks one (neither DEFAULT=YES nor FORCED=YES) leave a playlist light. The engine lists them from the playlist
 * and moves the playback to the full build, buffer and all, when a viewer (or their saved choice) turns one on
 * (hls-subtitles-later.ts).
 */
export type HlsBuild = 'light' | 'full';

/** Tags whose presence needs something the light build leaves out. */
const NEEDS_FULL: readonly RegExp[] = [
  // Alternate audio and closed-caption renditions.
  /^#EXT-X-MEDIA:.*\bTYPE=(?:AUDIO|CLOSED-CAPTIONS)\b/m,
  // Subtitles that show without the viewer asking: the full build from the start (else see above).
  /^#EXT-X-MEDIA:(?=.*\bTYPE=SUBTITLES\b).*\b(?:DEFAULT|FORCED)=YES\b/m,
  // Keys of any kind (session keys are EME's; a media playlist's own keys are read here too).
  /^#EXT-X-SESSION-KEY:/m,
  /^#EXT-X-KEY:(?!.*\bMETHOD=NONE\b)/m,
  /^#EXT-X-DEFINE:/m,
  /^#EXT-X-CONTENT-STEERING:/m,
  // Interstitials are date ranges of their own class.
  /^#EXT-X-DATERANGE:.*\bCLASS="com\.apple\.hls\.interstitial"/m,
  // A variant that declares in-band captions (CLOSED-CAPTIONS="id"; NONE says there are none).
  /^#EXT-X-STREAM-INF:.*\bCLOSED-CAPTIONS=(?!NONE\b)/m,
];

/** The hls.js build that can play this playlist: light only when the playlist shows it needs nothing more. */
export function hlsBuildFor(playlist: string | null, drm: boolean): HlsBuild {
  if (drm || playlist === null || !playlist.trimStart().startsWith('#EXTM3U')) return 'full';
  return NEEDS_FULL.some((tag) => tag.test(playlist)) ? 'full' : 'light';
}
