/**
 * White-label branding (issue 20): a provider's look from GET /v2/platform/resources — its name, logo,
 * favicon and colours — turned into what the page applies: the CSS variables the app's styles and the
 * player skin read (--accent, --primary, --bg, --text and the skin's --onair-accent), the title and the
 * icon. Colours must be plain #rrggbb and images http(s) URLs: the answer is data, never CSS or script.
 */
import { z } from 'zod';

/** The app's own name, in the title and the manifest when no provider brings another. */
export const BUILT_IN_BRAND = 'OnAir TV';

const hex = z.string().regex(/^#[0-9a-f]{6}$/i);
const web = z.url({ protocol: /^https?$/ });

export const resourcesBrandSchema = z.looseObject({
  colors: z.looseObject({ primary: hex, background: hex, text: hex }).nullish(),
  brand: z.looseObject({ name: z.string().min(1).max(80), logo: web, favicon: web }).nullish(),
});

export interface Brand {
  name: string;
  logo: string;
  favicon: string;
  colors: { primary: string; background: string; text: string };
}

/** A provider's own brand, or null when the resources name none (the app's built-in look stays). */
export function brandOf(resources: unknown): Brand | null {
  const parsed = resourcesBrandSchema.safeParse(resources);
  if (!parsed.success || !parsed.data.brand || !parsed.data.colors) return null;
  const { name, logo, favicon } = parsed.data.brand;
  const { primary, background, text } = parsed.data.colors;
  return { name, logo, favicon, colors: { primary, background, text } };
}

export function brandVariables(brand: Brand): Record<string, string> {
  const { primary, background, text } = brand.colors;
  return {
    '--accent': primary,
    '--primary': primary,
    '--bg': background,
    '--text': text,
    '--onair-accent': primary,
  };
}
