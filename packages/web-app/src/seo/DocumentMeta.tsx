/**
 * Writes the page's title, meta description and robots tag (page-meta.ts) into the document on every
 * route, language and brand change. The one writer of those tags: pages only hand over their data
 * (page-entity.ts). Texts come from the `seo` namespace; until it has loaded the brand name stands alone.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { BUILT_IN_BRAND } from '../brand/brand';
import { useBrand } from '../brand/useBrand';
import { usePageEntityOf } from './page-entity';
import { type PageMeta, pageMeta } from './page-meta';

function metaTag(name: string): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.append(tag);
  }
  return tag;
}

export function applyPageMeta(meta: PageMeta): void {
  document.title = meta.title;
  metaTag('description').content = meta.description;
  // Indexable pages carry no robots tag at all: "index, follow" is what crawlers assume.
  if (meta.noindex) metaTag('robots').content = 'noindex';
  else document.head.querySelector('meta[name="robots"]')?.remove();
}

export function DocumentMeta() {
  const { pathname } = useLocation();
  const { t, ready } = useTranslation('seo', { useSuspense: false });
  const brand = useBrand()?.name ?? BUILT_IN_BRAND;
  const entity = usePageEntityOf(pathname);
  const translate = (key: string, options?: Record<string, unknown>) => t(key, options ?? {});
  const meta = ready ? pageMeta({ pathname, brand, t: translate, entity }) : null;
  const title = meta?.title ?? brand;
  const description = meta?.description ?? null;
  const noindex = meta?.noindex ?? false;
  useEffect(() => {
    if (description === null) document.title = title;
    else applyPageMeta({ title, description, noindex });
  }, [title, description, noindex]);
  return null;
}
