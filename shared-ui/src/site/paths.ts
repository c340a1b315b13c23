// The public routes the screens link to (spec §2). The shell owns the route table; these build
// URLs that match it, with names encoded so 'Engineering & Services' survives the trip. Shared:
// the public remote's links and the shell server's canonical links and sitemap use the same URLs.

export const ALL_CATEGORIES = 'All';

export function productTypePath(typeName: string): string {
  return `/product/${encodeURIComponent(typeName)}`;
}

export function cataloguePath(typeName: string, vendorId: number | string, category: number | string = ALL_CATEGORIES): string {
  return `/product/catalog/${encodeURIComponent(typeName)}/${vendorId}?category=${encodeURIComponent(String(category))}`;
}
