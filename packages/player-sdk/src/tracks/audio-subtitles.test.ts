import { dedupeAudioTracks, usableSubtitleTracks } from './audio-subtitles';
import type { AudioTrack, SubtitleTrack } from './types';

const audio = (id: string, name: string, language = 'ru', enabled = false): AudioTrack => ({
  id,
  name,
  language,
  enabled,
});
const sub = (id: string, language: string): SubtitleTrack => ({ id, language, name: id, enabled: false });

describe('dedupeAudioTracks', () => {
  it('keeps one track per name, in manifest order', () => {
    const tracks = [
      audio('a1', 'Русский'),
      audio('a2', 'English', 'en'),
      audio('a3', 'Русский'),
      audio('a4', 'english', 'en'),
    ];
    expect(dedupeAudioTracks(tracks).map((t) => t.id)).toEqual(['a1', 'a2']);
  });

  it('keeps the enabled duplicate so the playing track is not lost', () => {
    const tracks = [audio('a1', 'Русский'), audio('a2', 'Русский', 'ru', true)];
    expect(dedupeAudioTracks(tracks)).toEqual([audio('a2', 'Русский', 'ru', true)]);
  });

  it('tells nameless tracks apart by language, then by id', () => {
    const tracks = [
      audio('a1', '', 'ru'),
      audio('a2', '', 'en'),
      audio('a3', '', 'ru'),
      audio('a4', '', ''),
      audio('a5', '', ''),
    ];
    expect(dedupeAudioTracks(tracks).map((t) => t.id)).toEqual(['a1', 'a2', 'a4', 'a5']);
  });
});

describe('usableSubtitleTracks', () => {
  it('drops subtitle tracks without a language', () => {
    expect(
      usableSubtitleTracks([sub('s1', 'ru'), sub('s2', ''), sub('s3', '  '), sub('s4', 'en')]).map(
        (t) => t.id,
      ),
    ).toEqual(['s1', 's4']);
  });
});
