import { type RefObject, useEffect, useState } from 'react';
import { whenNear } from './near-view';

/** True once the element has come near the view (near-view.ts); stays true. */
export function useNearView(element: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    return whenNear(target, () => setNear(true));
  }, [element, near]);
  return near;
}
