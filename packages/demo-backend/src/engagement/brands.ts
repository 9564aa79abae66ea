// White-label branding of the demo operators (issue 20; 000 §7 GET /v2/platform/resources "logo,
// colours"). The default operator keeps the app's built-in look; the regional demo provider
// (?provider=2, the one regional sign-in uses) has its own name, logo, favicon and colours, so the
// same build shows another brand without a rebuild.
import { z } from 'zod';
import { REGIONAL_PROVIDER_ID } from '../accounts/regions';
import { absoluteUrl } from '../http/origin';
import { REGIONAL_LOGO_PATH } from './brand-logo-routes';

export const brandSchema = z.object({
  /** The operator's name: the page title and the logo's text alternative. */
  name: z.string(),
  logo: z.string(),
  favicon: z.string(),
});

const hex = z.string().regex(/^#[0-9a-f]{6}$/i);
export const brandColors = z.object({ primary: hex, background: hex, text: hex });

interface Resources {
  logo: string;
  colors: z.infer<typeof brandColors>;
  brand?: z.infer<typeof brandSchema>;
}

/** The logo, colours and (for a provider with its own look) brand of `provider`. */
export function brandResources(origin: string, provider: unknown): Resources {
  if (String(provider ?? '') === String(REGIONAL_PROVIDER_ID)) {
    const logo = absoluteUrl(origin, REGIONAL_LOGO_PATH);
    return {
      logo,
      colors: { primary: '#12a37a', background: '#0a1714', text: '#eefaf5' },
      brand: { name: 'OnAir Regional', logo, favicon: logo },
    };
  }
  return {
    logo: absoluteUrl(origin, '/static/logos/1.svg'),
    colors: { primary: '#e5383b', background: '#10141a', text: '#f2f4f8' },
  };
}
