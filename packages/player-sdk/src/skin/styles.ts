/**
 * Why: the skin must look right inside any host page without leaking: every rule is scoped under
 * `.onair-skin`, colours and sizes are `--onair-*` custom properties a host overrides on any ancestor
 * (`--onair-fg`, `--onair-bg`, `--onair-accent`, `--onair-focus`, `--onair-scrim`, `--onair-radius`,
 * `--onair-button-size`, `--onair-font`, `--onair-dialog-bg`; the faint layers are mixed from the foreground),
 * and the sheet is injected once per document (or a host takes `SKIN_CSS` into its own bundle).
 */
export const SKIN_STYLE_ID = 'onair-skin-style';

/** The React player's own box: the `<Player>` section and the video inside it. */
const REACT_ROOT_CSS = `.onair-react-player{background:#000;overflow:hidden}
.onair-react-player:focus:not(:focus-visible){outline:none}
.onair-react-player:fullscreen{width:100%;height:100%}
.onair-react-player .onair-player,.onair-react-player .onair-player__video{width:100%;height:100%}
.onair-react-player .onair-player__video{object-fit:contain;display:block}
.onair-react-player:has(.onair-skin--zoomed) video{object-fit:cover}
`;

/**
 * The skin itself, every rule under `.onair-skin`: shared by the React skin (in the page) and the
 * `<onair-player>` element (in its shadow root).
 */
export const SKIN_CORE_CSS = `
.onair-skin{--_fg:var(--onair-fg,#fff);--_bg:var(--onair-bg,rgba(0,0,0,.72));--_accent:var(--onair-accent,#e50914);
--_focus:var(--onair-focus,#ffd400);--_radius:var(--onair-radius,6px);--_btn:var(--onair-button-size,40px);
--_scrim:var(--onair-scrim,rgba(0,0,0,.8));
position:absolute;inset:0;container-type:size;container-name:onair-skin;contain:layout;color:var(--_fg);font:var(--onair-font,14px/1.3 system-ui,sans-serif);
-webkit-tap-highlight-color:transparent;user-select:none}
.onair-skin *{box-sizing:border-box}
.onair-skin fieldset{border:0;margin:0;min-width:0;min-inline-size:0}
.onair-skin button{font:inherit;color:inherit;background:none;border:0;cursor:pointer;border-radius:var(--_radius);
min-width:var(--_btn);height:var(--_btn);padding:0 8px;display:inline-flex;align-items:center;justify-content:center;gap:4px}
.onair-skin button:hover{background:color-mix(in srgb,var(--_fg) 14%,transparent)}
.onair-skin :focus-visible{outline:3px solid var(--_focus);outline-offset:1px}
.onair-skin svg{width:22px;height:22px;fill:currentColor;flex:none}
.onair-skin__surface{position:absolute;inset:0}
.onair-skin__chrome{position:absolute;left:0;right:0;bottom:0;padding:28px 8px 6px!important;
background:linear-gradient(transparent,var(--_scrim));transition:opacity .2s}
.onair-skin__top{position:absolute;left:0;right:0;top:0;display:flex;align-items:center;gap:8px;padding:6px 8px;
background:linear-gradient(var(--_scrim),transparent);transition:opacity .2s}
.onair-skin--hidden .onair-skin__chrome,.onair-skin--hidden .onair-skin__top{opacity:0;pointer-events:none}
.onair-skin--hidden{cursor:none}
.onair-skin__row{display:flex;align-items:center;gap:2px;flex-wrap:nowrap;min-width:0}
.onair-skin__spacer{flex:1 1 auto}
.onair-skin__time{font-variant-numeric:tabular-nums;white-space:nowrap;padding:0 6px;font-size:.9em}
.onair-skin__volume{width:80px;accent-color:var(--_accent)}
.onair-skin__menu-wrap{position:relative}
.onair-skin__menu{position:absolute;bottom:calc(100% + 6px);right:0;min-width:120px;max-height:calc(100cqh - 64px);overflow:auto;
background:var(--_bg);border-radius:var(--_radius);padding:4px;display:flex;flex-direction:column;z-index:3}
.onair-skin__menu button{justify-content:flex-start;width:100%;white-space:nowrap}
.onair-skin__menu [aria-checked=true]{color:var(--_accent);font-weight:600}
.onair-skin__progress{position:relative;height:22px;display:flex;align-items:center;margin:0 4px}
.onair-skin__row>.onair-skin__progress{flex:1}
.onair-skin__track{position:absolute;left:0;right:0;height:4px;background:color-mix(in srgb,var(--_fg) 25%,transparent);border-radius:2px;pointer-events:none}
.onair-skin__fill,.onair-skin__aired,.onair-skin__playable,.onair-skin__buffered{position:absolute;top:0;bottom:0;left:0;border-radius:2px}
.onair-skin__buffered{background:color-mix(in srgb,var(--_fg) 35%,transparent)}
.onair-skin__aired{background:color-mix(in srgb,var(--_fg) 40%,transparent)}
.onair-skin__playable{background:color-mix(in srgb,var(--_fg) 55%,transparent)}
.onair-skin__fill{background:var(--_accent)}
.onair-skin__edge{position:absolute;top:-3px;width:2px;height:10px;background:var(--_fg)}
.onair-skin__range{position:relative;width:100%;margin:0;opacity:0;height:22px;cursor:pointer}
.onair-skin__range:focus-visible{opacity:1;accent-color:var(--_accent)}
.onair-skin__progress:focus-within .onair-skin__track{outline:3px solid var(--_focus);outline-offset:4px}
.onair-skin__tooltip{position:absolute;bottom:26px;background:var(--_bg);border-radius:var(--_radius);padding:4px;
text-align:center;pointer-events:none;font-size:.85em;z-index:2}
.onair-skin__thumb{display:block;width:100%;background-repeat:no-repeat;margin-bottom:2px}
.onair-skin__programme{display:flex;align-items:center;gap:6px;font-size:.8em;padding:0 6px;text-shadow:0 1px 2px var(--_scrim)}
.onair-skin__programme-time{opacity:.85;white-space:nowrap}
.onair-skin__programme-title{flex:1;min-width:0;text-align:center;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.onair-skin .onair-skin__programme button{min-width:24px;height:24px;padding:0}
.onair-skin__programme button:disabled{opacity:.35;cursor:default}
.onair-skin__programme button svg{width:18px;height:18px}
.onair-skin__programme[data-pending] .onair-skin__programme-title{text-decoration:underline dotted}
.onair-skin__center{position:absolute;inset:0;display:flex;align-items:center;justify-content:center;pointer-events:none}
.onair-skin__center>*{pointer-events:auto}
.onair-skin__big-play{width:72px;height:72px;border-radius:50%!important;background:var(--_bg)!important}
.onair-skin__big-play svg{width:40px;height:40px}
.onair-skin__spinner{width:48px;height:48px;border:4px solid color-mix(in srgb,var(--_fg) 30%,transparent);border-top-color:var(--_fg);
border-radius:50%;animation:onair-spin 1s linear infinite}
@keyframes onair-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.onair-skin__spinner{animation-duration:3s}}
.onair-skin__flash{position:absolute;width:64px;height:64px;border-radius:50%;background:var(--_bg);display:flex;
align-items:center;justify-content:center;animation:onair-flash .5s ease-out forwards}
@keyframes onair-flash{from{opacity:1;transform:scale(.8)}to{opacity:0;transform:scale(1.3)}}
.onair-skin__panel{background:var(--_bg);border-radius:var(--_radius);padding:12px 16px;max-width:min(90%,420px);text-align:center}
.onair-skin__panel p{margin:0 0 8px}
.onair-skin__tip{position:absolute;top:52px;left:8px;background:var(--_bg)!important;max-width:calc(100% - 16px)}
.onair-skin__alerts{position:absolute;top:52px;right:8px;left:8px;display:flex;flex-direction:column;align-items:flex-end;gap:4px;pointer-events:none}
.onair-skin__alert{background:var(--_bg);border-left:3px solid var(--_accent);border-radius:var(--_radius);padding:6px 10px;max-width:100%;transition:opacity .3s}.onair-skin__alert[data-leaving]{opacity:0}
.onair-skin__ad{position:absolute;inset:0;pointer-events:none}
.onair-skin__ad>*{pointer-events:auto}
.onair-skin__ad-badge{position:absolute;top:8px;left:8px;background:var(--_bg);border-radius:var(--_radius);padding:4px 8px;pointer-events:none}
.onair-skin__top:not([hidden])~.onair-skin__ad .onair-skin__ad-badge{left:52px}
.onair-skin__ad-skip{position:absolute;right:8px;bottom:72px;background:var(--_bg)!important;border:1px solid var(--_fg)!important}
.onair-skin__ad-more{position:absolute;top:8px;right:8px;background:var(--_bg)!important}
.onair-skin__points{position:absolute;right:8px;bottom:72px;display:flex;gap:6px;padding:0}
.onair-skin__points button{background:var(--_bg)}
.onair-skin__packshot{position:absolute;right:8px;top:8px;background:var(--_bg);border-radius:var(--_radius);padding:4px 8px}
.onair-skin__dialog{position:absolute;inset:0;background:rgba(0,0,0,.6);display:flex;align-items:center;justify-content:center;z-index:5;padding:8px}
.onair-skin__dialog-box{background:var(--onair-dialog-bg,#1c1c1c);border-radius:var(--_radius);padding:12px;max-width:560px;width:100%;max-height:100%;overflow:auto}
.onair-skin__dialog-box h2{font-size:1.1em;margin:0 0 8px}
.onair-skin__dialog-box dl{display:grid;grid-template-columns:max-content 1fr;gap:2px 10px;margin:0 0 10px;font-size:.85em}
.onair-skin__dialog-box dd{margin:0;word-break:break-all}
.onair-skin__sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
/* A narrow player: learn more goes under the ad badge so the badge keeps its words. */
@container onair-skin (max-width:420px){.onair-skin__ad-more{top:44px}}
@container onair-skin (max-width:560px){.onair-skin__volume,.onair-skin__time,.onair-skin__badge{display:none}
.onair-skin__chrome{padding:20px 2px 2px!important}.onair-skin__row{gap:0}.onair-skin__spacer{flex-basis:0}
.onair-skin button{min-width:32px;height:34px;padding:0 4px}.onair-skin__top{padding:2px}}
@container onair-skin (max-width:360px){.onair-skin__row{flex-wrap:wrap;justify-content:center}.onair-skin__spacer{display:none}}
/* A small player has no room above the bar: the open menu covers the picture instead. The skin is a size
   container, so it contains layout and a fixed menu is placed against the skin, not the page. */
@container onair-skin (max-height:300px){.onair-skin__menu{position:fixed;top:4px;right:4px;bottom:auto;
max-height:calc(100cqh - 8px)}}
@container onair-skin (max-height:220px){.onair-skin__tip{top:40px;font-size:.85em}.onair-skin__programme-end{display:none}
.onair-skin__ad-skip{bottom:44px}}
.onair-skin [hidden]{display:none!important}
`;

export const SKIN_CSS = REACT_ROOT_CSS + SKIN_CORE_CSS;

/** Adds the skin's sheet to `doc` once; later calls (and other skins on the page) reuse it. */
export function injectSkinStyles(doc: Document): void {
  if (doc.getElementById(SKIN_STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = SKIN_STYLE_ID;
  style.textContent = SKIN_CSS;
  doc.head.append(style);
}
