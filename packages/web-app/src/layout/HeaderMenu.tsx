/**
 * The header menu: as many items as fit the header's free width, the rest in the "More" dropdown
 * (001 §2). A hidden copy of the items (plain text, not focusable) gives their widths; a ResizeObserver
 * on the bar re-decides whenever the room changes (window resize, sign-in button appearing, language).
 * It measures only there: a ResizeObserver's callback runs after the browser's own layout, before paint,
 * where reading sizes costs nothing, while a measure in a layout effect forced a layout of the whole page
 * inside React's commit (121 ms of the start page's first long task under Lighthouse's 4× CPU, issue 38).
 */
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { MenuLink, useMenuText } from './MenuLink';
import { MoreMenu } from './MoreMenu';
import type { MenuItem } from './menu';
import { visibleMenuCount } from './menu-fit';
import { SubMenu } from './SubMenu';

function widthOf(element: Element | null | undefined): number {
  return element ? element.getBoundingClientRect().width : 0;
}

function useVisibleCount(items: readonly MenuItem[]) {
  const bar = useRef<HTMLElement>(null);
  const measure = useRef<HTMLDivElement>(null);
  const [count, setCount] = useState(items.length);

  useEffect(() => {
    const nav = bar.current;
    const ruler = measure.current;
    // Without ResizeObserver (old browsers, jsdom) every item stays in the bar.
    if (!nav || !ruler || typeof ResizeObserver === 'undefined') {
      setCount(items.length);
      return;
    }
    const decide = () => {
      const cells = [...ruler.children];
      const more = cells.pop();
      const gap = Number.parseFloat(getComputedStyle(nav).columnGap) || 0;
      const next = visibleMenuCount({
        itemWidths: cells.map(widthOf),
        available: nav.clientWidth,
        moreWidth: widthOf(more),
        gap,
      });
      // Rendered before this frame paints, so the bar never shows items it then takes back (a layout shift).
      flushSync(() => setCount(next));
    };
    // Its first callback comes with the first layout after observe(): no measure before then.
    const observer = new ResizeObserver(decide);
    observer.observe(nav);
    // Each measured item: a language switch changes their widths without resizing the bar.
    for (const cell of ruler.children) observer.observe(cell);
    return () => observer.disconnect();
  }, [items]);

  return { bar, measure, count };
}

export function HeaderMenu({ items }: { items: readonly MenuItem[] }) {
  const { t } = useTranslation();
  const text = useMenuText();
  const { bar, measure, count } = useVisibleCount(items);
  const shown = items.slice(0, count);
  const overflow = items.slice(count);
  return (
    <nav ref={bar} className="header__menu" aria-label={t('menu')}>
      {shown.map((item) =>
        item.children ? (
          <SubMenu key={item.key} item={item} />
        ) : (
          <MenuLink key={item.key} item={item} className="header__link" />
        ),
      )}
      {overflow.length > 0 && <MoreMenu items={overflow} />}
      <div ref={measure} className="header__menu-ruler" aria-hidden="true">
        {items.map((item) => (
          <span key={item.key} className="header__link">
            {text(item)}
            {item.children ? ' ▾' : null}
          </span>
        ))}
        <span className="header__link">{t('menu_more')} ▾</span>
      </div>
    </nav>
  );
}
