/**
 * The element's shadow-root sheet: its own box (a 16:9 block by default, fullscreen on itself), the video and
 * poster, the `theme` attribute's palettes, then the skin's shared rules (skin/styles.ts). Styles of the page
 * reach inside only through the `--onair-*` custom properties and the `::part()` names (README: theming).
 */
import { SKIN_CORE_CSS } from '../skin/styles';

const HOST_CSS = `
:host{display:block;position:relative;width:100%;aspect-ratio:16/9;background:#000;overflow:hidden;contain:content}
:host([hidden]){display:none}
:host(:focus){outline:none}
:host(:fullscreen){width:100%;height:100%;aspect-ratio:auto}
:host([theme=light]){--onair-fg:#111;--onair-bg:rgba(255,255,255,.9);--onair-scrim:rgba(255,255,255,.85);
--onair-dialog-bg:#f4f4f4;--onair-focus:#0050c8;--onair-accent:#c4000c}
.frame,.media,.media .onair-player,.media video,.poster{position:absolute;inset:0;width:100%;height:100%}
.media video{object-fit:contain;display:block}
.frame:has(.onair-skin--zoomed) video{object-fit:cover}
.poster{object-fit:contain;pointer-events:none}
.poster[hidden]{display:none}
`;

export const ELEMENT_CSS = HOST_CSS + SKIN_CORE_CSS;
