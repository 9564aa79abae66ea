import { fireEvent, within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakePlayer, fakePlayer } from '../../test/fake-player';
import { adBreak, MANIFEST_403_DIAGNOSTICS, TV_START, tvTimeline } from '../../test/skin-states';
import { playerError } from '../errors/catalogue';
import { formatTimeOfDay } from '../skin/format';
import { createTranslator } from '../skin/messages-all';
import { mountSkin, type SkinViewSettings } from './skin-view';

// Role queries over the whole skin are slow in jsdom on a shared 2-core machine; this is not a timing assertion.
vi.setConfig({ testTimeout: 30_000 });

let lifetime = new AbortController();
afterEach(() => {
  lifetime.abort();
  lifetime = new AbortController();
  document.body.replaceChildren();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const flush = async () => {
  for (let i = 0; i < 3; i++) await Promise.resolve();
};

/** The skin in a shadow root, as `<onair-player>` mounts it. */
function mount(player: FakePlayer, settings: Partial<SkinViewSettings> = {}, env = { mobile: false }) {
  const root = document.createElement('div');
  document.body.append(root);
  const shadow = root.attachShadow({ mode: 'open' });
  const layer = document.createElement('div');
  layer.className = 'onair-skin';
  shadow.append(layer);
  const full: SkinViewSettings = { t: createTranslator('en'), bar: {}, ...settings };
  const view = mountSkin(
    {
      root,
      layer,
      player,
      settings: () => full,
      mobile: env.mobile,
      ios: false,
      timers: {
        setTimeout: (cb, ms) => globalThis.setTimeout(cb, ms),
        clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
        now: () => Date.now(),
      },
    },
    lifetime.signal,
  );
  return { root, shadow, layer, view, ui: within(shadow as unknown as HTMLElement) };
}

const vod = { source: { kind: 'content' as const, contentId: 7 }, duration: 600, currentTime: 100 };
const playing = { ...vod, playing: true, paused: false };
/** What a viewer sees of the matches: parts the skin keeps while they do not apply are `hidden`. */
const shown = (elements: HTMLElement[]) => elements.filter((el) => !el.closest('[hidden]'));
const key = (target: Element, k: string) =>
  fireEvent.keyDown(target, { key: k, bubbles: true, composed: true });

describe('the element skin: the control bar', () => {
  it('draws the same controls as the React skin, in reading order, and they command the player', async () => {
    const player = fakePlayer({
      ...playing,
      qualityLevels: [{ id: 0, height: 720, width: 1280, bitrate: 1 }],
    });
    const { ui } = mount(player);
    const names = ui
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label'))
      .filter(Boolean);
    expect(names).toEqual([
      'Pause',
      'Back 10 seconds',
      'Forward 10 seconds',
      'Mute',
      'Playback speed',
      'Quality: Auto',
      'Fullscreen',
    ]);
    expect(ui.getByRole('slider', { name: 'Volume' })).toBeTruthy();
    expect(ui.getByText('1:40 / 10:00')).toBeTruthy();
    fireEvent.click(ui.getByRole('button', { name: 'Pause' }));
    fireEvent.click(ui.getByRole('button', { name: 'Back 10 seconds' }));
    fireEvent.click(ui.getByRole('button', { name: 'Mute' }));
    const volume = ui.getByRole('slider', { name: 'Volume' }) as HTMLInputElement;
    volume.value = '0.35';
    fireEvent.input(volume);
    expect(player.calls).toEqual(['pause', 'seek 90', 'toggleMute', 'volume 0.35']);
    await flush();
    // Updated in place: the same button now says Play.
    expect(ui.getByRole('button', { name: 'Play' })).toBeTruthy();
  });

  it('keeps focus on a control while the state changes around it', async () => {
    const player = fakePlayer(playing);
    const { ui, shadow } = mount(player);
    const mute = ui.getByRole('button', { name: 'Mute' });
    mute.focus();
    player.setState({ currentTime: 130, volume: 0.4 });
    await flush();
    expect(shadow.activeElement).toBe(mute);
    expect(ui.getByText('2:10 / 10:00')).toBeTruthy();
  });

  it('opens a menu on its checked choice, moves with the arrows, chooses and gives focus back', async () => {
    const player = fakePlayer({ ...playing, rate: 1.5 });
    const { ui, shadow } = mount(player);
    const speed = ui.getByRole('button', { name: 'Playback speed: 1.5×' });
    fireEvent.click(speed);
    await flush();
    const menu = ui.getByRole('menu', { name: 'Playback speed' });
    expect(speed.getAttribute('aria-expanded')).toBe('true');
    expect(shadow.activeElement?.textContent).toBe('1.5×');
    key(shadow.activeElement!, 'ArrowDown');
    expect(shadow.activeElement?.textContent).toBe('1.75×');
    fireEvent.click(within(menu).getByRole('menuitemradio', { name: 'Normal' }));
    await flush();
    expect(player.calls).toEqual(['rate 1']);
    expect(ui.queryByRole('menu')).toBeNull();
    expect(shadow.activeElement).toBe(speed);
    fireEvent.click(speed);
    await flush();
    key(shadow.activeElement!, 'Escape');
    await flush();
    expect(ui.queryByRole('menu')).toBeNull();
    expect(shadow.activeElement).toBe(speed);
  });

  it('on a touch screen, closes a menu 400 ms after a choice, and a lifted finger does not close it (§9)', async () => {
    vi.useFakeTimers();
    const player = fakePlayer(playing);
    const { ui } = mount(player, {}, { mobile: true });
    fireEvent.click(ui.getByRole('button', { name: 'Playback speed' }));
    await flush();
    const wrap = ui.getByRole('menu').parentElement!;
    wrap.dispatchEvent(Object.assign(new Event('pointerleave'), { pointerType: 'touch' }));
    fireEvent.click(within(ui.getByRole('menu')).getByRole('menuitemradio', { name: '1.5×' }));
    await flush();
    expect(player.calls).toEqual(['rate 1.5']);
    vi.advanceTimersByTime(399);
    await flush();
    expect(ui.queryByRole('menu')).not.toBeNull();
    vi.advanceTimersByTime(1);
    await flush();
    expect(ui.queryByRole('menu')).toBeNull();
  });
});

describe('the element skin: keys, picture and timers', () => {
  it('space plays/pauses, arrows skip and step the volume, Escape goes back (the shared keyboard map)', async () => {
    const onBack = vi.fn();
    const player = fakePlayer({ ...playing, volume: 0.5 });
    const { root, shadow } = mount(player, { onBack });
    for (const k of [' ', ' ', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Escape']) key(root, k);
    expect(player.calls).toEqual(['pause', 'play', 'seek 90', 'seek 110', 'volume 0.55', 'volume 0.5']);
    expect(onBack).toHaveBeenCalledTimes(1);
    await flush();
    expect(shadow.querySelector('[aria-live="polite"]')?.textContent).toBe('Volume 50%');
  });

  it('leaves space to a focused button inside the shadow root', () => {
    const player = fakePlayer(playing);
    const { ui } = mount(player);
    key(ui.getByRole('button', { name: 'Mute' }), ' ');
    expect(player.calls).toEqual([]);
  });

  it('a click on the picture plays/pauses and focuses the element so keys work next', () => {
    const player = fakePlayer(playing);
    const { root, shadow } = mount(player);
    root.tabIndex = -1;
    fireEvent.click(shadow.querySelector('.onair-skin__surface')!);
    expect(document.activeElement).toBe(root);
    expect(player.calls).toEqual(['pause']);
  });

  it('hides the controls after 5 s while playing and keeps them while paused', async () => {
    vi.useFakeTimers();
    const player = fakePlayer(playing);
    const { layer } = mount(player);
    vi.advanceTimersByTime(4999);
    await flush();
    expect(layer.classList.contains('onair-skin--hidden')).toBe(false);
    vi.advanceTimersByTime(1);
    await flush();
    expect(layer.classList.contains('onair-skin--hidden')).toBe(true);
    player.setState({ playing: false, paused: true });
    vi.advanceTimersByTime(10_000);
    await flush();
    expect(layer.classList.contains('onair-skin--hidden')).toBe(false);
  });
});

const start = TV_START;
const timeline = tvTimeline(
  {},
  { programmeStep: { canStepBack: true, canStepForward: false, pending: null } },
);

describe('the element skin: the TV bar', () => {
  it('spans the programme in clock time, clamps a scrub to the playable range and steps programmes', async () => {
    const seekTimeline = vi.fn();
    const stepProgramme = vi.fn();
    const goToLive = vi.fn();
    const player = fakePlayer(
      { source: { kind: 'archive', channelId: 1 }, timeline },
      { seekTimeline, stepProgramme, goToLive },
    );
    const { ui } = mount(player);
    const slider = ui.getByRole('slider', { name: 'Playback position' }) as HTMLInputElement;
    expect(slider.min).toBe(String(start));
    expect(slider.max).toBe(String(start + 3600));
    expect(slider.getAttribute('aria-valuetext')).toBe(formatTimeOfDay(start + 900));
    expect(slider.getAttribute('aria-keyshortcuts')).toBe('PageUp PageDown');
    expect(ui.getByText('News')).toBeTruthy();
    slider.value = String(start + 3000);
    fireEvent.input(slider);
    expect(seekTimeline).toHaveBeenLastCalledWith(start + 1800);
    slider.value = String(start + 1200);
    fireEvent.input(slider);
    expect(seekTimeline).toHaveBeenLastCalledWith(start + 1200);
    key(slider, 'PageDown');
    expect(stepProgramme).toHaveBeenLastCalledWith(-1, 'start');
    fireEvent.click(ui.getByRole('button', { name: 'Previous programme' }));
    expect(stepProgramme).toHaveBeenLastCalledWith(-1);
    expect((ui.getByRole('button', { name: 'Next programme' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(ui.getByRole('button', { name: 'Go to live' }));
    expect(goToLive).toHaveBeenCalledTimes(1);
  });
});

const ad = adBreak;

describe('the element skin: an ad break', () => {
  it('shows the badge, time left and the countdown, then a skip button that keeps its focus while it ticks', async () => {
    const skipAd = vi.fn(() => true);
    const clickAd = vi.fn(() => undefined);
    const player = fakePlayer({ ...vod, ad: ad({}) }, { skipAd, clickAd });
    const { ui, shadow } = mount(player);
    expect(ui.getByText('Ad 1 of 2')).toBeTruthy();
    expect(ui.getByText(/0:12 left/)).toBeTruthy();
    expect(ui.getByText('Skip in 2')).toBeTruthy();
    expect(ui.queryByRole('button', { name: 'Skip ad' })).toBeNull();
    expect(ui.queryByRole('slider', { name: 'Playback position' })).toBeNull();
    player.setState({ ad: ad({ skippableIn: 0, remaining: 10 }) });
    await flush();
    const skip = ui.getByRole('button', { name: 'Skip ad' });
    skip.focus();
    player.setState({ ad: ad({ skippableIn: 0, remaining: 9 }) });
    await flush();
    expect(ui.getByText(/0:09 left/)).toBeTruthy();
    expect(shadow.activeElement).toBe(skip);
    fireEvent.click(skip);
    fireEvent.click(ui.getByRole('button', { name: 'Learn more' }));
    expect(skipAd).toHaveBeenCalledTimes(1);
    expect(clickAd).toHaveBeenCalledTimes(1);
    player.setState({ ad: null });
    await flush();
    expect(shown(ui.queryAllByText(/Ad 1 of 2/))).toEqual([]);
    expect(ui.getByRole('slider', { name: 'Playback position' })).toBeTruthy();
  });

  it('shows the packshot countdown and the playback point buttons', async () => {
    const seekToPlaybackPoint = vi.fn();
    const point = {
      id: 5,
      type: 'intro',
      start: 10,
      end: 40,
      button: { action: 'skip' as const, label: 'Skip intro' },
    };
    const player = fakePlayer(
      { ...vod, packshot: { active: true, index: 1, count: 2, remaining: 3.2 } },
      { seekToPlaybackPoint },
    );
    const { ui } = mount(player);
    expect(ui.getByText('Starts in 4')).toBeTruthy();
    player.setState({ packshot: null, playbackPoint: { active: [point] } });
    await flush();
    expect(shown(ui.queryAllByText(/Starts in/))).toEqual([]);
    fireEvent.click(
      within(ui.getByRole('group', { name: 'Jump to' })).getByRole('button', { name: 'Skip intro' }),
    );
    expect(seekToPlaybackPoint).toHaveBeenCalledWith(5);
  });
});

describe('the element skin: errors and diagnostics', () => {
  const diagnostics = MANIFEST_403_DIAGNOSTICS;

  it('shows the §8 panel with More, opens the redacted diagnostics, copies them and closes on Escape', async () => {
    const writeText = vi.fn(async (_text: string) => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const player = fakePlayer({
      ...vod,
      error: playerError('network.manifest_load', true),
      errorMessageKey: 'error_video_download',
      diagnostics,
    });
    const { ui, shadow } = mount(player);
    expect(ui.getByRole('alert').textContent).toContain('The video could not be loaded');
    fireEvent.click(ui.getByRole('button', { name: 'More' }));
    await flush();
    const dialog = ui.getByRole('dialog', { name: 'Playback diagnostics' });
    // The fields come with the redaction rules, a chunk loaded on demand (skin/diagnostics-view.ts).
    await vi.waitFor(() => expect(dialog.textContent).toContain('Stream URL'));
    expect(dialog.textContent).not.toContain('abc');
    expect(shadow.activeElement?.textContent).toBe('Copy');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
    await flush();
    expect(writeText.mock.calls[0]![0]).toContain(
      'Stream URL: https://***@cdn.example/live.m3u8?access_token=***&q=1',
    );
    expect(within(dialog).getByText('Copied to clipboard')).toBeTruthy();
    key(dialog, 'Escape');
    await flush();
    expect(ui.queryByRole('dialog')).toBeNull();
  });

  it('shows the DRM alert with the licence server code', () => {
    const error = {
      ...playerError('drm.licence_request', true),
      drm: { serverCode: 8002, nestedMessage: 'Device limit reached' },
    };
    const { ui } = mount(fakePlayer({ ...vod, error }));
    const panel = ui.getByRole('alert');
    expect(panel.textContent).toContain('DRM Error');
    expect(panel.textContent).toContain('Device limit reached');
    expect(panel.textContent).toContain('Code 8002');
  });
});

describe('the element skin: languages', () => {
  it.each([
    ['kk', 'Кідірту', 'Дыбыс деңгейі'],
    ['uz', 'Pauza', 'Ovoz balandligi'],
    ['ru', 'Пауза', 'Громкость'],
  ])('speaks %s', (language, pause, volume) => {
    const { ui } = mount(fakePlayer(playing), { t: createTranslator(language) });
    expect(ui.getByRole('button', { name: pause })).toBeTruthy();
    expect(ui.getByRole('slider', { name: volume })).toBeTruthy();
  });
});
