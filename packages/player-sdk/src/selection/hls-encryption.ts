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
export interface HlsEncryption {
  /** Every EXT-X-KEY / EXT-X-SESSION-KEY method other than NONE, upper-case. */
  methods: string[];
  /** KEYFORMATs seen ('identity' when a key names none, as the HLS spec defaults). */
  keyFormats: string[];
  /** fMP4 segments (EXT-X-MAP present). */
  fmp4: boolean;
}

function attribute(line: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|[:,])${name}=("[^"]*"|[^,]*)`).exec(line);
  return match?.[1]?.replace(/^"|"$/g, '');
}

export function readHlsEncryption(playlist: string): HlsEncryption {
  const methods = new Set<string>();
  const keyFormats = new Set<string>();
  for (const line of playlist.split(/\r?\n/)) {
    if (!/^#EXT-X-(SESSION-)?KEY:/.test(line)) continue;
    const method = attribute(line, 'METHOD')?.toUpperCase();
    if (!method || method === 'NONE') continue;
    methods.add(method);
    keyFormats.add(attribute(line, 'KEYFORMAT') ?? 'identity');
  }
  return { methods: [...methods], keyFormats: [...keyFormats], fmp4: /^#EXT-X-MAP:/m.test(playlist) };
}

/** Why hls.js cannot play this playlist's encryption, or null when it can. */
export function hlsJsCannotDecrypt(encryption: HlsEncryption): string | null {
  const sampleAes = encryption.methods.filter((m) => m === 'SAMPLE-AES' || m === 'SAMPLE-AES-CTR');
  if (sampleAes.length === 0 || !encryption.fmp4 || !encryption.keyFormats.includes('identity')) return null;
  return `${sampleAes.join('/')} fMP4 with an identity key: hls.js cannot decrypt it`;
}
