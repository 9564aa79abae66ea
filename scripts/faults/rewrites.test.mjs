// node --test scripts/faults/
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { dropLastDashAudioSegment, dropLastHlsSegment, shiftProgramDateTime } from './rewrites.mjs';

const live = [
  '#EXTM3U',
  '#EXT-X-MEDIA-SEQUENCE:100',
  '#EXT-X-MAP:URI="init.mp4"',
  '#EXT-X-PROGRAM-DATE-TIME:2026-11-25T21:00:00.000Z',
  '#EXTINF:2.000,',
  'seg-100.m4s',
  '#EXT-X-PROGRAM-DATE-TIME:2026-11-25T21:00:02.000Z',
  '#EXTINF:2.000,',
  'seg-101.m4s',
  '',
].join('\n');

test('the clock jump moves every date by the jump and nothing else', () => {
  const jumped = shiftProgramDateTime(live, 3600);
  assert.match(jumped, /#EXT-X-PROGRAM-DATE-TIME:2026-11-25T22:00:00\.000Z\n/);
  assert.match(jumped, /#EXT-X-PROGRAM-DATE-TIME:2026-11-25T22:00:02\.000Z\n/);
  assert.equal(jumped.replace(/DATE-TIME:.*/g, ''), live.replace(/DATE-TIME:.*/g, ''));
  assert.throws(() => shiftProgramDateTime('#EXTM3U\n', 1), /no EXT-X-PROGRAM-DATE-TIME/);
  assert.throws(() => shiftProgramDateTime('#EXT-X-PROGRAM-DATE-TIME:yesterday\n', 1), /unreadable/);
});

test('the last HLS segment goes, with its duration line, and the end tag stays', () => {
  const vod = [
    '#EXTM3U',
    '#EXTINF:2.0,',
    'seg-0.m4s',
    '#EXTINF:2.0,',
    'seg-1.m4s',
    '#EXT-X-ENDLIST',
    '',
  ].join('\n');
  assert.equal(
    dropLastHlsSegment(vod),
    ['#EXTM3U', '#EXTINF:2.0,', 'seg-0.m4s', '#EXT-X-ENDLIST', ''].join('\n'),
  );
  assert.throws(() => dropLastHlsSegment('#EXTM3U\n#EXTINF:2.0,\nseg-0.m4s\n'), /one segment/);
  assert.throws(() => dropLastHlsSegment('#EXTM3U\n'), /no segment/);
});

const mpd = (audioTimeline) => `<MPD>
  <Period>
    <AdaptationSet id="0" contentType="video">
      <Representation id="v360"><SegmentTemplate><SegmentTimeline>
            <S t="0" d="50" r="14"/>
      </SegmentTimeline></SegmentTemplate></Representation>
    </AdaptationSet>
    <AdaptationSet id="1" contentType="audio" lang="ru">
      <Representation id="a-ru"><SegmentTemplate><SegmentTimeline>
${audioTimeline}
      </SegmentTimeline></SegmentTemplate></Representation>
    </AdaptationSet>
  </Period>
</MPD>`;

test('only the audio timelines lose their last segment: a repeat count less one, or the last <S> itself', () => {
  const repeated = dropLastDashAudioSegment(mpd('<S t="0" d="96000" r="14"/>'));
  assert.match(repeated, /<S t="0" d="50" r="14"\/>/, 'video untouched');
  assert.match(repeated, /<S t="0" d="96000" r="13"\/>/);
  assert.match(dropLastDashAudioSegment(mpd('<S t="0" d="96000" r="1"/>')), /<S t="0" d="96000"\/>/);
  const mixed = dropLastDashAudioSegment(mpd('<S t="0" d="96256" r="13"/><S t="1347584" d="94208"/>'));
  assert.match(mixed, /<S t="0" d="96256" r="13"\/>\n/);
  assert.doesNotMatch(mixed, /94208/);
  assert.throws(() => dropLastDashAudioSegment(mpd('<S t="0" d="96000"/>')), /no segment/);
  assert.throws(() => dropLastDashAudioSegment('<MPD></MPD>'), /no audio/);
});
