// Generated artwork: channel logos, posters and person pictures are SVGs drawn from the name, so the
// catalogue needs no image files and every picture says what it is.
import { escapeXml } from '../vast/xml';

/** A stable hue from the text, so each channel keeps its colour. */
export function hueOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % 360;
}

export function labelSvg(label: string, width: number, height: number, subtitle = ''): string {
  const hue = hueOf(label);
  const size = Math.round(Math.min(height / 4, (width / Math.max(label.length, 4)) * 1.6));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="100%" height="100%" rx="${Math.round(height / 10)}" fill="hsl(${hue},55%,32%)"/>`,
    `<text x="50%" y="${subtitle ? '45%' : '50%'}" dominant-baseline="middle" text-anchor="middle"`,
    ` font-family="DejaVu Sans, Arial, sans-serif" font-size="${size}" fill="#fff">${escapeXml(label)}</text>`,
    subtitle
      ? `<text x="50%" y="75%" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="${Math.round(size / 2)}" fill="#ddd">${escapeXml(subtitle)}</text>`
      : '',
    '</svg>',
  ].join('');
}
