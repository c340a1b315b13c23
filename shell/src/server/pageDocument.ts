import { DEFAULT_LOCALE, formatPageTitle, SSR_HANDOVER_ELEMENT_ID, type Locale, type SsrHandover } from '@mfe/shared-ui';
import { adminHeadTags, escapeHtml, scriptJson, staticHeadTags } from './seo/documentHead';

// The HTML documents the shell's server sends, all made from the shell's built index.html (which
// links its content-hashed scripts and CSS): a server-rendered page, the client-rendered page
// (the fallback, and admin routes), each with the head tags that suit it.

const TITLE = /<title>[\s\S]*?<\/title>/;
const PLACEHOLDER_ICON = /<link rel="icon" href="data:,"\s*\/?>/;
const ROOT = /<div id="root"><\/div>/;
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/;
/** The document's language attribute (the template's is English). */
const HTML_LANG = /<html([^>]*?) lang="[^"]*"/;
/** The shell's deferred entry scripts, as html-webpack-plugin writes them. */
const DEFERRED_SCRIPT = /<script defer="defer" src="([^"]+)"><\/script>/g;
/** How long a server-rendered page waits for its images before it starts its scripts anyway. */
export const HYDRATION_WAIT_MS = 2500;

/**
 * A server-rendered page paints first and hydrates after: its entry is fetched at once (preload)
 * but runs after the load event (its images painted) and a painted frame, or after
 * HYDRATION_WAIT_MS when an image hangs (or the tab is hidden: no frames). On a phone, running it
 * before would hold the largest image's paint behind it; the page is readable and its links work
 * meanwhile. The scripts the entry loads next (`preloads`) are requested at that moment, all at
 * once, so they do not take the images' bandwidth before, nor wait for the entry after; each
 * request is started in a task of its own (timers set together, so none is delayed): started in
 * one, the 13 requests of a catalogue page made one task of 80 ms on this machine. The frame
 * matters on a text page: its load event can come before its first paint, and scripts requested
 * then would share the network with the first paint's HTML (Lighthouse counts them in its
 * simulated first paint too).
 */
function scriptsAfterLoad(page: string, preloads: readonly string[]): string {
  const sources = [...page.matchAll(DEFERRED_SCRIPT)].map((match) => match[1]);
  if (sources.length === 0) return page;
  const more = preloads.filter((src) => !sources.includes(src));
  const starter =
    `<script>(function(){var started=false;function start(){if(started)return;started=true;` +
    `${JSON.stringify(sources)}.forEach(function(src){var s=document.createElement('script');s.src=src;s.async=false;document.head.appendChild(s);});` +
    (more.length > 0
      ? `${scriptJson(more)}.forEach(function(src){setTimeout(function(){var l=document.createElement('link');l.rel='preload';l.as='script';l.href=src;document.head.appendChild(l);},0);});`
      : '') +
    `}function afterPaint(){requestAnimationFrame(function(){setTimeout(start,0);});}` +
    `if(document.readyState==='complete')afterPaint();else addEventListener('load',afterPaint);setTimeout(start,${HYDRATION_WAIT_MS});})();</script>`;
  return page
    .replace(DEFERRED_SCRIPT, (_tag, src: string) => `<link rel="preload" as="script" href="${src}">`)
    .replace('</body>', () => `${starter}</body>`);
}

/**
 * Preloads of the scripts the entry loads next (the start-up's chunks, the screen's remote entry
 * and chunks): requested with the entry instead of one after another. Classic scripts without
 * crossorigin, as webpack's and the federation runtime's script tags are, so the browser uses the
 * preloaded responses instead of fetching them again.
 */
function preloadLinks(sources: readonly string[]): string {
  return sources.map((src) => `<link rel="preload" as="script" href="${escapeHtml(src)}">`).join('');
}

/**
 * A stylesheet inlined into a page. data-href names its file, which is how the CSS loaders of the
 * shell and the remotes (mini-css-extract) see it is in the page already and do not fetch it again.
 */
export function inlineStyle(fileName: string, css: string): string {
  return `<style data-href="${escapeHtml(fileName)}">${css.replace(/<\/(style)/gi, '<\\/$1')}</style>`;
}

export interface ServerRenderedPage {
  /** The page's language: `<html lang>`. */
  locale: Locale;
  /** Tags for <head>: title, description, canonical, sharing tags, JSON-LD (seo/documentHead). */
  headTags: string;
  /** The screen's stylesheets, inlined. */
  styles: string;
  markup: string;
  handover: SsrHandover;
  /** The screen's scripts (its remote's entry and chunks), preloaded after the shell's start-up scripts. */
  preloads?: readonly string[];
}

/** The template's `<html>` in a language (one is added where the template has none). */
function inLanguage(template: string, locale: Locale): string {
  if (HTML_LANG.test(template)) return template.replace(HTML_LANG, (_tag, attributes: string) => `<html${attributes} lang="${locale}"`);
  return template.replace(/<html/, `<html lang="${locale}"`);
}

function checkTemplate(template: string): void {
  for (const [name, pattern] of Object.entries({ TITLE, ROOT })) {
    if (!pattern.test(template)) throw new Error(`The shell's index.html has no ${name.toLowerCase()} to fill`);
  }
}

/**
 * @param startUpScripts the shell's scripts its entry loads at start-up (shellBuild.ts), preloaded
 * by every page
 */
export function pageDocuments(template: string, basePath = '', startUpScripts: readonly string[] = []) {
  checkTemplate(template);
  const base = template.replace(PLACEHOLDER_ICON, '');
  /** Where each page's own parts go: comments no template holds (checked by the split below). */
  const MARK = { head: '<!--mfe:head-->', styles: '<!--mfe:styles-->', root: '<!--mfe:root-->' };
  /**
   * A server-rendered page's template, in the pieces between what each page fills in: made once
   * per screen's preloads (a handful of screens), so a render only joins strings, never scans its
   * 150 KB page with regular expressions.
   */
  const serverTemplates = new Map<string, string[]>();
  const serverTemplate = (locale: Locale, preloads: readonly string[]): string[] => {
    const key = `${locale}\n${preloads.join('\n')}`;
    let pieces = serverTemplates.get(key);
    if (!pieces) {
      const marked = scriptsAfterLoad(
        inLanguage(base, locale)
          .replace(TITLE, () => `${MARK.head}\n${staticHeadTags(basePath)}`)
          .replace('</head>', () => `${MARK.styles}</head>`)
          .replace(NOSCRIPT, '')
          .replace(ROOT, () => `<div id="root">${MARK.root}`),
        [...startUpScripts, ...preloads],
      );
      pieces = marked.split(/<!--mfe:(?:head|styles|root)-->/);
      if (pieces.length !== 4) throw new Error("The shell's index.html has no single </head> to fill");
      serverTemplates.set(key, pieces);
    }
    return pieces;
  };

  return {
    /** A server-rendered page: content, head and the data the browser hydrates from. */
    serverRendered({ locale, headTags, styles, markup, handover, preloads = [] }: ServerRenderedPage): string {
      const handoverScript = `<script id="${SSR_HANDOVER_ELEMENT_ID}" type="application/json">${scriptJson(handover)}</script>`;
      const [beforeHead, beforeStyles, beforeRoot, afterRoot] = serverTemplate(locale, preloads);
      return `${beforeHead}${headTags}${beforeStyles}${styles}${beforeRoot}${markup}</div>${handoverScript}${afterRoot}`;
    },

    /**
     * The page the browser renders by itself (as before server rendering), e.g. when a remote is
     * down; `title` in its language (an admin page's is set by the browser).
     */
    clientRendered({ title, admin = false, locale = DEFAULT_LOCALE }: { title?: string; admin?: boolean; locale?: Locale } = {}): string {
      // No description: the site's comes from the settings, which only the browser reads on this page.
      const tags = staticHeadTags(basePath);
      const head = `<title>${escapeHtml(formatPageTitle(title))}</title>\n${tags}${admin ? `\n${adminHeadTags()}` : ''}`;
      const sources = [...base.matchAll(DEFERRED_SCRIPT)].map((match) => match[1]);
      // The page is nothing until its scripts ran: fetched with its entry.
      const more = preloadLinks(startUpScripts.filter((src) => !sources.includes(src)));
      return inLanguage(base, locale)
        .replace(TITLE, () => head)
        .replace(DEFERRED_SCRIPT, (tag: string) => `${tag}${more}`);
    },
  };
}

export type PageDocuments = ReturnType<typeof pageDocuments>;
