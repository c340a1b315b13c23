import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** The product a link points at: `#product-{id}` (seriesPath(seriesId, productId)), else null. */
export function productIdOfHash(hash: string): number | null {
  const match = /^#product-(\d+)$/.exec(hash);
  return match ? Number(match[1]) : null;
}

/**
 * The product the URL's `#product-{id}` names, once the products are shown: scrolled into view
 * and focused (a keyboard user goes on from there), and returned so the page highlights it. Read
 * after hydration, never while rendering: the server never sees the hash.
 */
export function useLinkedProduct(shown: boolean): number | null {
  const { hash } = useLocation();
  const [linked, setLinked] = useState<number | null>(null);
  useEffect(() => {
    const id = productIdOfHash(hash);
    setLinked(id);
    if (id === null || !shown) return;
    const item = document.getElementById(`product-${id}`);
    item?.scrollIntoView?.({ block: 'start' });
    item?.focus({ preventScroll: true });
  }, [hash, shown]);
  return linked;
}
