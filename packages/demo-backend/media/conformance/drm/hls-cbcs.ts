// hls-sample-aes-fmp4: the corpus's clear demuxed fMP4 HLS stream (hls-fmp4-demuxed, made by ../generate.mjs)
// encrypted with METHOD=SAMPLE-AES the way Apple's and CMAF packagers do it for fMP4: 'cbcs' (AES-CBC, 1:9
// pattern for video, whole blocks for audio, one constant IV in tenc), the key at a URI with
// KEYFORMAT="identity". hls.js cannot hand such a key to a CDM; shaka turns it into a ClearKey licence (key id
// from the init segment, key from the URI). Encrypted by our own encryptor (src/media-server/cenc, scheme 'cbcs').
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { encryptSegment } from '../../../src/media-server/cenc/fragment';
import { encryptInit, type Protection } from '../../../src/media-server/cenc/init';
import { readTracks } from '../../../src/media-server/mp4/inspect';

export const CBCS_STREAM_ID = 'hls-sample-aes-fmp4';
// A fixed key id, key and IV: the corpus must be byte-reproducible, and this key protects nothing.
const KID = '5a4e3c2b1a0918f7e6d5c4b3a2918070';
const KEY_HEX = '7e1d3c5b9a8f6e4d2c0b1a2938475665';
const IV_HEX = '0a1b2c3d4e5f60718293a4b5c6d7e8f9';

const KEY_LINE =
  `#EXT-X-KEY:METHOD=SAMPLE-AES,URI="../key.bin",IV=0x${IV_HEX},` +
  'KEYFORMAT="identity",KEYFORMATVERSIONS="1"';

/** One rendition folder: init and segments encrypted, the playlist told so (the key line before the map). */
function encryptRendition(from: string, to: string, protection: Protection): void {
  mkdirSync(to, { recursive: true });
  const files = readdirSync(from);
  const initName = files.find((f) => f.endsWith('.mp4'));
  if (!initName) throw new Error(`cbcs corpus: no init segment in ${from}`);
  const init = readFileSync(join(from, initName));
  const tracks = readTracks(init);
  writeFileSync(join(to, initName), encryptInit(init, KID, protection));
  for (const name of files.filter((f) => f.endsWith('.m4s'))) {
    writeFileSync(join(to, name), encryptSegment(readFileSync(join(from, name)), tracks, key(), protection));
  }
  const playlist = readFileSync(join(from, 'index.m3u8'), 'utf8').replace(
    /^#EXT-X-MAP:/m,
    `${KEY_LINE}\n#EXT-X-MAP:`,
  );
  writeFileSync(join(to, 'index.m3u8'), playlist);
}

const key = () => Buffer.from(KEY_HEX, 'hex');

export function makeCbcsHls(streams: string): void {
  const source = join(streams, 'hls-fmp4-demuxed');
  const dir = join(streams, CBCS_STREAM_ID);
  rmSync(dir, { recursive: true, force: true });
  const protection: Protection = { scheme: 'cbcs', iv: Buffer.from(IV_HEX, 'hex') };
  for (const folder of readdirSync(source, { withFileTypes: true }).filter((e) => e.isDirectory())) {
    encryptRendition(join(source, folder.name), join(dir, folder.name), protection);
  }
  writeFileSync(join(dir, 'key.bin'), key());
  const master = readFileSync(join(source, 'master.m3u8'), 'utf8');
  writeFileSync(join(dir, 'master.m3u8'), master);
}

export const CBCS_CORPUS_ENTRY = {
  id: CBCS_STREAM_ID,
  type: 'hls',
  url: `/media/conformance/streams/${CBCS_STREAM_ID}/master.m3u8`,
  note: 'fMP4 METHOD=SAMPLE-AES (cbcs: 1:9 video pattern, whole-block audio, constant IV), KEYFORMAT identity; shaka plays it through ClearKey',
};
