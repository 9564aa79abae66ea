/**
 * Why: an HLS stream's encryption decides which engine can play it, and the stream response does not say what
 * it is — only the playlist does. hls.js decrypts AES-128 segments and SAMPLE-AES in MPEG-TS itself, but not
 * SAMPLE-AES (or SAMPLE-AES-CTR) in fMP4 with an `identity` key: those are CBCS/CENC samples only a CDM can
 * decrypt, and hls.js has no way to hand a raw key to one. shaka turns an identity key into a ClearKey licence
 * and plays them. So when a playlist shows that case, the hls.js engine reports it as a fatal "not supported"
 * before its first frame (engines/hls-sample-aes.ts) and the engine fallback plays it with shaka (its full
 * build, protocol 'hls'); anything else stays with hls.js. FairPlay (`com.apple.streamingkeydelivery`) keys are the
 * operator's `hls_fairplay` stream's business, chosen by the stream response, not here.
 */

/** What a playlist's keys say, as hls.js parsed them (engines/hls-sample-aes.ts reads its level details). */
export interface HlsEncryption {
  /** Every EXT-X-KEY / EXT-X-SESSION-KEY method other than NONE, upper-case. */
  methods: string[];
  /** KEYFORMATs seen ('identity' when a key names none, as the HLS spec defaults). */
  keyFormats: string[];
  /** fMP4 segments (EXT-X-MAP present). */
  fmp4: boolean;
}

/** Why hls.js cannot play this playlist's encryption, or null when it can. */
export function hlsJsCannotDecrypt(encryption: HlsEncryption): string | null {
  const sampleAes = encryption.methods.filter((m) => m === 'SAMPLE-AES' || m === 'SAMPLE-AES-CTR');
  if (sampleAes.length === 0 || !encryption.fmp4 || !encryption.keyFormats.includes('identity')) return null;
  return `${sampleAes.join('/')} fMP4 with an identity key: hls.js cannot decrypt it`;
}
