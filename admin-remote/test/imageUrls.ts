// The URLs a screen's pictures may load: every <img> src and srcset and every <source> srcset.

const srcsetUrls = (srcset: string | null): string[] =>
  (srcset ?? '')
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0])
    .filter((url): url is string => Boolean(url));

export function imageUrls(root: ParentNode = document): string[] {
  const urls: string[] = [];
  root.querySelectorAll('img').forEach((img) => {
    const src = img.getAttribute('src');
    if (src) urls.push(src);
    urls.push(...srcsetUrls(img.getAttribute('srcset')));
  });
  root.querySelectorAll('picture source').forEach((source) => urls.push(...srcsetUrls(source.getAttribute('srcset'))));
  return urls;
}

/** A variant URL of the default storage (/storage/<master>/w<width>.<format>). */
export const VARIANT_URL = /^\/storage\/(images|seed)\/[a-z0-9_-]+\.(png|jpe?g)\/w(160|320|480|640|960|1200|1920)\.(avif|webp|jpg|png)$/;
