/**
 * The peers' tables (issue 23): OnAir with its React skin, and (issue 41) as the `<onair-player>` element,
 * against Video.js 8, Vidstack and Media Chrome + hls.js, product against product. Startup per stream, zap, and
 * the weight of what each page downloads; every row says n = ok/tried and the ratio OnAir / peer (below 1:
 * OnAir ahead).
 */
import { fmt, okOfTried } from './stats.mjs';
import { webAppProfiles } from './targets.mjs';

const spread = (s) => (s ? `${fmt(s.median)} (${fmt(s.p10)}–${fmt(s.p90)})` : '—');
const heights = (s) => (s?.heights?.length ? s.heights.map((h) => `${h}p`).join(', ') : '—');
const kb = (v) => fmt(v, 1);

function startup(p) {
  const rows = [];
  for (const [label, s] of Object.entries(p.startup ?? {})) {
    for (const [key, b] of Object.entries(s.baselines)) {
      rows.push([
        label,
        spread(s.onair),
        key,
        spread(b),
        fmt(b.ratio, 2),
        `${okOfTried(s.onair)} / ${okOfTried(b)}`,
        `${heights(s.onair)} / ${heights(b)}`,
      ]);
    }
  }
  if (rows.length === 0) return [];
  return [
    {
      title:
        'Peers, startup: navigation → first frame (ms, median (p10–p90), cold cache; OnAir = <Player> + <PlayerSkin>)',
      headers: ['stream', 'OnAir', 'peer', 'peer ms', 'ratio OnAir/peer', 'n ok/tried', 'first frame'],
      rows,
      note: 'Each peer is set up as its README shows, with its default UI and its own Auto quality (no cap); "first frame" is the height each side started on.',
    },
  ];
}

function zap(p) {
  const z = p.zap;
  if (!z) return [];
  return [
    {
      title: `Peers, zap: new source → first frame of the new channel (ms, live HLS, ${z.rounds} pages × ${z.count} switches each)`,
      headers: ['player', 'median (p10–p90)', 'n ok/tried', 'ratio OnAir/this'],
      rows: [
        ['OnAir (source prop of <Player>)', spread(z.onair), okOfTried(z.onair), '—'],
        ...Object.entries(z.peers).map(([key, s]) => [key, spread(s), okOfTried(s), fmt(z.ratios[key], 2)]),
      ],
    },
  ];
}

const weightRow = (name, w, ratio) => [
  name,
  kb(w.kb),
  kb(w.js),
  kb(w.css),
  kb(w.other),
  String(w.files),
  w.playback ?? '—',
  ratio,
  w.failed ?? '',
];

function weight(p) {
  const w = p.weight;
  if (!w) return [];
  return [
    {
      title: 'Peers, page weight: what each page downloads by its first frame (KB gzip level 9, live HLS)',
      headers: [
        'player',
        'total KB',
        'JS',
        'CSS',
        'other',
        'files',
        'played by',
        'ratio OnAir/this',
        'failed',
      ],
      rows: [
        weightRow('OnAir (React skin, React included)', w.onair, '—'),
        ...Object.entries(w.peers).map(([key, v]) => weightRow(key, v, fmt(w.ratios[key], 2))),
      ],
      note: "Everything from the examples' origin (HTML, code, styles, fonts, icons), none of the media: every side plays the same stream. Played by: MSE (the player's JS engine) or the browser's own HLS.",
    },
  ];
}

/** The element page (issue 41) against each peer: startup, zap, and page weight by first frame and settled. */
function element(p) {
  const e = p.element;
  if (!e) return [];
  const startupRows = [];
  for (const [label, s] of Object.entries(e.startup ?? {})) {
    for (const [key, b] of Object.entries(p.startup?.[label]?.baselines ?? {})) {
      startupRows.push([
        label,
        spread(s.onair),
        key,
        spread(b),
        fmt(s.ratios?.[key], 2),
        `${okOfTried(s.onair)} / ${okOfTried(b)}`,
        `${heights(s.onair)} / ${heights(b)}`,
      ]);
    }
  }
  const out = [];
  if (startupRows.length > 0) {
    out.push({
      title:
        'Peers, startup: navigation → first frame (ms, median (p10–p90), cold cache; OnAir = <onair-player>, no framework, no engine hint)',
      headers: ['stream', 'OnAir', 'peer', 'peer ms', 'ratio OnAir/peer', 'n ok/tried', 'first frame'],
      rows: startupRows,
    });
  }
  if (e.zap) {
    out.push({
      title: `Peers, zap: <onair-player>'s source property → first frame of the new channel (ms, live HLS, ${p.zap?.rounds} pages × ${p.zap?.count} switches each)`,
      headers: ['player', 'median (p10–p90)', 'n ok/tried', 'ratio OnAir/this'],
      rows: [
        ['OnAir <onair-player>', spread(e.zap.onair), okOfTried(e.zap.onair), '—'],
        ...Object.entries(p.zap?.peers ?? {}).map(([key, z]) => [
          key,
          spread(z),
          okOfTried(z),
          fmt(e.zap.ratios?.[key], 2),
        ]),
      ],
    });
  }
  const w = e.weight;
  if (w) {
    const settle = `${(w.settleMs ?? 0) / 1000} s`;
    const row = (name, x, ratio, settledRatio) => [
      name,
      kb(x.kb),
      kb(x.settled?.kb),
      String(x.files),
      String(x.settled?.files ?? '—'),
      x.playback ?? '—',
      ratio,
      settledRatio,
      x.failed ?? '',
    ];
    out.push({
      title: `Peers, page weight by the first frame and ${settle} later (KB gzip level 9, live HLS): OnAir as <onair-player>`,
      headers: [
        'player',
        'by first frame KB',
        'settled KB',
        'files',
        'files settled',
        'played by',
        'ratio OnAir/this',
        'ratio settled',
        'failed',
      ],
      rows: [
        row('OnAir <onair-player> (no framework)', w.onair, '—', '—'),
        ...(p.weight?.onair ? [row('OnAir (React skin, React included)', p.weight.onair, '—', '—')] : []),
        ...Object.entries(p.weight?.peers ?? {}).map(([key, x]) =>
          row(key, x, fmt(w.ratios?.[key], 2), fmt(w.settledRatios?.[key], 2)),
        ),
      ],
      note: `By first frame: what a page asked for before its first presented frame (the element shows its first frame from the startup prefetch before hls.js is imported, so hls.js is in its settled weight only). Settled: everything it asked for until ${settle} after that frame. Ratios are the element's.`,
    });
  }
  return out;
}

export function peerSections(r) {
  if (!r.peers) return [];
  return [...startup(r.peers), ...zap(r.peers), ...weight(r.peers), ...element(r.peers)];
}

/**
 * The web app's visits (issue 38: a first visit and a returning viewer's, the channel page and a film's /watch)
 * against the bare hls.js page in the same state, one table per network profile, with the API round trips
 * before each visit's stream call and when that call went out.
 */
export function webAppSections(r) {
  const profiles = webAppProfiles(r);
  const mid = (s) => (s ? `${fmt(s.median, 1)} (${fmt(s.p10, 1)}–${fmt(s.p90, 1)})` : '—');
  return profiles.map((p) => {
    const visits = Object.entries(p.visits);
    const examples = visits
      .filter(([, v]) => v.example?.length)
      .map(([key, v]) => `${key}: ${v.example.join(', ')}`);
    return {
      title: `Web app, ${p.label}: navigation → first frame (ms, median (p10–p90)) against bare hls.js playing the same stream in the same state`,
      headers: [
        'visit',
        'page',
        'web app',
        'n ok/tried',
        'bare hls.js',
        'bare state',
        'n ok/tried',
        'ratio web app/bare',
        'API calls before the stream call',
        'round trips before it',
        'stream call at',
      ],
      rows: visits.map(([key, v]) => [
        key,
        v.path ?? '—',
        spread(v.webApp),
        okOfTried(v.webApp),
        spread(v.bare),
        v.bareState ?? 'cold live',
        okOfTried(v.bare),
        fmt(v.ratio, 2),
        mid(v.apiCalls),
        mid(v.roundTrips),
        v.streamCallAt ? spread(v.streamCallAt) : '—',
      ]),
      note: examples.length
        ? `One run's API calls up to the stream call, by round trip (wave): ${examples.join('; ')}.`
        : undefined,
    };
  });
}
