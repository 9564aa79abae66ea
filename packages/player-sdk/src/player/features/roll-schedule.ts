/**
 * Why (§4 Ads, §3 Ad info): after the pre-roll, a source owes its other rolls at their moments — each mid-roll
 * once, when the content reaches its point (points before where playback began, a resume, are not owed), the
 * post-roll once at the end, the post-pause roll whenever the viewer resumes after a pause of their own. A
 * break during content pauses it and then puts it back where it was (live: at the edge), unless another
 * source replaced it meanwhile. This is that schedule, per source; the breaks themselves play in `ad-breaks.ts`.
 */
import type { RollKind } from '@onair/ads-vast';
import type { PlayerSource } from '../../types/player';
import type { AdInfo } from '../../types/stream-response';
import type { AdBreaks, RollTags } from './ad-breaks';
import type { FeatureContext } from './context';

export interface RollSchedule {
  /** A new source: its rolls are owed afresh. */
  reset(source: PlayerSource): void;
  /** The post-roll of the current source, once (the end-ad check before a next episode awaits the same run). */
  postRoll(): Promise<unknown>;
  /** The viewer paused (not a break). */
  viewerPause(): void;
  /** Before the viewer's play resumes content: the post-pause roll, if a pause of theirs is owed one. */
  beforePlay(): Promise<void>;
}

/** The rolls one source still owes. */
interface SourceRolls {
  source: PlayerSource;
  ad: AdInfo | undefined;
  middleDone: Set<number>;
  postRoll: Promise<unknown> | null;
  started: boolean;
}

export function attachRollSchedule(ctx: FeatureContext, breaks: AdBreaks): RollSchedule {
  const { video, signal } = ctx;
  let current: SourceRolls | null = null;
  let viewerPaused = false;

  /** A break during content: pause it, play the roll, put the content back where it was (live: the edge). */
  async function breakContent(roll: RollKind, tags: RollTags): Promise<void> {
    if (!tags || tags.length === 0 || breaks.active()) return;
    const owner = current;
    const at = video.currentTime;
    video.pause();
    await breaks.hold(roll, tags);
    if (signal.aborted || owner !== current) return;
    const live = owner?.source.kind === 'live';
    const seekable = video.seekable;
    video.currentTime = live && seekable.length > 0 ? seekable.end(seekable.length - 1) : at;
    await video.play().catch(() => ctx.set({ showPlayButton: true }));
  }

  function postRoll(): Promise<unknown> {
    const owner = current;
    if (!owner) return Promise.resolve();
    owner.postRoll ??= breaks.hold('post_roll', owner.ad?.post_roll);
    return owner.postRoll;
  }

  const on = (type: string, listener: () => void) => video.addEventListener(type, listener, { signal });
  on('timeupdate', () => {
    const c = current;
    if (!c || breaks.active()) return;
    const t = video.currentTime;
    const marks = c.ad?.middle_roll_points ?? [];
    if (!c.started) {
      // Points before where playback began (a resume) are not owed.
      c.started = true;
      marks.forEach((m, i) => {
        if (m.position / 1000 < t - 1) c.middleDone.add(i);
      });
    }
    let due = -1;
    marks.forEach((m, i) => {
      if (!c.middleDone.has(i) && t >= m.position / 1000) due = i;
    });
    if (due < 0) return;
    for (let i = 0; i <= due; i++) c.middleDone.add(i);
    void breakContent('middle_roll', marks[due]?.urls);
  });
  on('ended', () => void postRoll());

  return {
    reset(source) {
      viewerPaused = false;
      current = { source, ad: source.stream.ad, middleDone: new Set(), postRoll: null, started: false };
    },
    postRoll,
    viewerPause() {
      if (current && !breaks.active()) viewerPaused = true;
    },
    async beforePlay() {
      if (!viewerPaused) return;
      viewerPaused = false;
      const tags = current?.ad?.post_pause_roll;
      if (!tags || tags.length === 0) return;
      await breaks.hold('post_pause_roll', tags);
    },
  };
}
