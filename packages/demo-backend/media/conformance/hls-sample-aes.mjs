// The SAMPLE-AES MPEG-TS stream of the corpus. ffmpeg cannot encrypt SAMPLE-AES, so the clip is encoded to raw
// H.264 (Annex B) and ADTS AAC, encrypted by ./sample-aes.mjs, and only then muxed into TS segments by ffmpeg
// with stream copy (its parsers read the clear slice headers and ADTS headers; the payload passes untouched).
// The PMT keeps the clear stream types (0x1b, 0x0f) rather than Apple's 0xdb/0xcf with their private-data
// descriptors: ffmpeg's muxer cannot write those, and the playlist's METHOD=SAMPLE-AES is what players act on.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLIP_SEC, FPS } from './encode.mjs';
import { encryptAdts, encryptH264 } from './sample-aes.mjs';

// A fixed key and IV: the corpus must be byte-reproducible, and this key protects nothing.
const KEY_HEX = '3c4d5e6f708192a3b4c5d6e7f8091a2b';
const IV_HEX = '00000000000000000000000000000001';

export const SAMPLE_AES_STREAMS = [
  {
    id: 'hls-sample-aes-ts',
    entry: 'index.m3u8',
    note: 'MPEG-TS SAMPLE-AES (Apple): H.264 slices 1:9 after 32 clear bytes, AAC frames after 16; identity key, explicit IV',
    make(enc, dir, id) {
      const files = {
        h264: join(dir, 'clear.h264'),
        aac: join(dir, 'clear.aac'),
        sealedH264: join(dir, 'sealed.h264'),
        sealedAac: join(dir, 'sealed.aac'),
      };
      enc.ffmpeg(
        [...enc.sources(id), '-map', '[v]', ...enc.h264(), ...enc.BITEXACT, '-f', 'h264', files.h264],
        id,
      );
      enc.ffmpeg(
        [
          ...enc.lavfi('sine=frequency=440:sample_rate=48000', CLIP_SEC),
          ...enc.audio.aac,
          ...enc.BITEXACT,
          '-f',
          'adts',
          files.aac,
        ],
        `${id} audio`,
      );
      const key = Buffer.from(KEY_HEX, 'hex');
      const iv = Buffer.from(IV_HEX, 'hex');
      writeFileSync(files.sealedH264, encryptH264(readFileSync(files.h264), key, iv));
      writeFileSync(files.sealedAac, encryptAdts(readFileSync(files.aac), key, iv));
      // The mux step's stream probe decodes a few packets of cipher text and logs decoder errors about them;
      // they say nothing about the output (packets are copied untouched), so only fatal errors are shown.
      enc.ffmpeg(
        [
          '-loglevel',
          'fatal',
          '-framerate',
          String(FPS),
          '-f',
          'h264',
          '-i',
          files.sealedH264,
          '-f',
          'aac',
          '-i',
          files.sealedAac,
          '-map',
          '0:v',
          '-map',
          '1:a',
          '-c',
          'copy',
          ...enc.hls(dir),
        ],
        `${id} mux`,
      );
      for (const file of Object.values(files)) rmSync(file);
      writeFileSync(join(dir, 'key.bin'), key);
      const playlist = join(dir, 'index.m3u8');
      const lines = readFileSync(playlist, 'utf8')
        .replace(/^#EXT-X-VERSION:\d+$/m, '#EXT-X-VERSION:5')
        .replace(
          /^#EXTINF:/m,
          `#EXT-X-KEY:METHOD=SAMPLE-AES,URI="key.bin",IV=0x${IV_HEX},KEYFORMAT="identity",KEYFORMATVERSIONS="1"\n#EXTINF:`,
        );
      writeFileSync(playlist, lines);
    },
  },
];
