// The external ("vitrina") player page a vitrina channel's vitrinaUrl points at: a standalone page that
// plays the channel's live stream, with hls.js when the backend can serve it, else the browser's own HLS.
import { escapeXml } from '../vast/xml';

export function vitrinaHtml(channelName: string, liveUrl: string, hlsScriptUrl: string | null): string {
  const name = escapeXml(channelName);
  const config = JSON.stringify({ src: liveUrl, hls: hlsScriptUrl }).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${name} — vitrina player</title>
<style>html,body{margin:0;height:100%;background:#000}video{width:100%;height:100%}
p{position:absolute;top:0;left:8px;color:#fff;font:14px sans-serif}</style></head>
<body><p>Vitrina player: ${name}</p><video id="v" muted autoplay playsinline controls></video>
<script>
const cfg = ${config};
const video = document.getElementById('v');
function playNative() { video.src = cfg.src; video.play().catch(() => {}); }
if (!cfg.hls) { playNative(); } else {
  const script = document.createElement('script');
  script.src = cfg.hls;
  script.onload = () => {
    if (!window.Hls || !window.Hls.isSupported()) return playNative();
    const hls = new window.Hls();
    hls.loadSource(cfg.src);
    hls.attachMedia(video);
    video.play().catch(() => {});
  };
  script.onerror = playNative;
  document.head.appendChild(script);
}
</script></body></html>`;
}
