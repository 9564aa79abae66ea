/**
 * Applies the provider's brand (brand.ts) to the page once the session knows its API: the CSS
 * variables on the root element, the favicon and the theme colour (the title carries the brand's name
 * through seo/DocumentMeta). Only a start with
 * ?provider= can bring another brand (000 §2 query parameters), so the default start makes no call.
 * The header's logo reads the applied brand through useBrand.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useSession } from '../session/context';
import { type Brand, brandOf, brandVariables, resourcesBrandSchema } from './brand';
import './brand.css';

let current: Brand | null = null;
const listeners = new Set<() => void>();

export function useBrand(): Brand | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}

function apply(brand: Brand) {
  const root = document.documentElement;
  for (const [name, value] of Object.entries(brandVariables(brand))) root.style.setProperty(name, value);
  const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (icon) icon.href = brand.favicon;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', brand.colors.background);
  current = brand;
  for (const listener of listeners) listener();
}

export function BrandApplier() {
  const { api, params } = useSession();
  const provider = params.provider;
  useEffect(() => {
    if (!api || !provider) return;
    const controller = new AbortController();
    api
      .request({
        path: '/platform/resources',
        query: { provider },
        schema: resourcesBrandSchema,
        quiet: true,
        signal: controller.signal,
      })
      .then((resources) => {
        const brand = brandOf(resources);
        if (brand && !controller.signal.aborted) apply(brand);
      })
      // The built-in look stays; the brand is not worth an error on screen.
      .catch((error: unknown) => console.log('[onair] brand resources failed', error));
    return () => controller.abort();
  }, [api, provider]);
  return null;
}

/** The header's logo: the provider's image, or the built-in wordmark. */
export function BrandMark(props: { children: React.ReactNode }) {
  const brand = useBrand();
  if (!brand) return <>{props.children}</>;
  return <img className="brand-logo" src={brand.logo} alt={brand.name} height={32} />;
}
