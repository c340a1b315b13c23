import { SSR_HANDOVER_ELEMENT_ID, type SsrHandover } from '@mfe/shared-ui';
import { HYDRATION_WAIT_MS, inlineStyle, pageDocuments } from './pageDocument';
import { staticHeadTags } from './seo/documentHead';

// The shell's built dist/index.html as webpack writes it (one line, content-hashed main script).
const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"/><meta name="viewport" content="width=device-width,initial-scale=1"/>' +
  '<title>Mitra Presisi Teknik</title><link rel="icon" href="data:,"/><script defer="defer" src="/main.63909747.js"></script></head>' +
  '<body><noscript>This site needs JavaScript.</noscript><div id="root"></div></body></html>';

const HEAD_TAGS = '<title>Machine Tools | Mitra Presisi Teknik</title>\n<meta name="description" content="CNC lathes">';
const STYLES = '<style data-href="bootstrap.81062c78.css">.layout{display:flex}</style>';
const MARKUP = '<header class="layout">Mitra</header><main><h1>Machine Tools</h1></main>';

function handover(api: unknown = { queries: {} }): SsrHandover {
  return {
    config: { apiBase: '', basePath: '' },
    api,
    screen: { remote: 'public_remote', module: 'ProductTypePage' },
    url: '/product/Machine%20Tools?x=</script>',
  };
}

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('pageDocuments', () => {
  it('refuses a template with no title or no root to fill', () => {
    expect(() => pageDocuments(TEMPLATE.replace(/<title>.*<\/title>/, ''))).toThrow("The shell's index.html has no title to fill");
    expect(() => pageDocuments(TEMPLATE.replace('<div id="root"></div>', '<div id="app"></div>'))).toThrow(
      "The shell's index.html has no root to fill",
    );
  });

  describe('serverRendered', () => {
    const render = (page: Partial<Parameters<ReturnType<typeof pageDocuments>['serverRendered']>[0]> = {}, basePath = '') =>
      pageDocuments(TEMPLATE, basePath).serverRendered({
        locale: 'en',
        headTags: HEAD_TAGS,
        styles: STYLES,
        markup: MARKUP,
        handover: handover(),
        ...page,
      });

    it('puts the head tags where the <title> was, with the static head tags and no second description', () => {
      const html = render();
      expect(html).not.toContain('<title>Mitra Presisi Teknik</title>');
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html).toContain(`<meta name="viewport" content="width=device-width,initial-scale=1"/>${HEAD_TAGS}\n${staticHeadTags('')}`);
      // In place: before the main script's preload, which takes the script's place.
      expect(html.indexOf(HEAD_TAGS)).toBeLessThan(html.indexOf('<link rel="preload" as="script" href="/main.63909747.js">'));
      expect(html.match(/name="description"/g)).toHaveLength(1);

      const doc = parse(html);
      expect(doc.title).toBe('Machine Tools | Mitra Presisi Teknik');
      expect(doc.head.querySelector('link[rel="icon"][href="/favicon.svg"]')).not.toBeNull();
      expect(doc.head.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe('/site.webmanifest');
    });

    it('links the static icons under the base path', () => {
      const doc = parse(render({}, '/demo'));
      expect(doc.head.querySelector('link[rel="icon"][type="image/svg+xml"]')?.getAttribute('href')).toBe('/demo/favicon.svg');
      expect(doc.head.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href')).toBe('/demo/apple-touch-icon.png');
    });

    it('removes the data: placeholder icon and the noscript message', () => {
      const html = render();
      expect(html).not.toContain('href="data:,"');
      expect(html).not.toContain('<noscript>');
      expect(html).not.toContain('This site needs JavaScript.');
      const doc = parse(html);
      expect(doc.querySelectorAll('link[rel="icon"]')).toHaveLength(2);
      expect(doc.querySelector('noscript')).toBeNull();
    });

    it('puts the styles at the end of <head>, just before </head>', () => {
      const html = render();
      expect(html).toContain(`${STYLES}</head>`);
      expect(html.indexOf(STYLES)).toBeGreaterThan(html.indexOf('<link rel="preload" as="script" href="/main.63909747.js">'));
      const doc = parse(html);
      expect(doc.head.lastElementChild?.outerHTML).toBe(STYLES);
      expect(doc.body.querySelector('style')).toBeNull();
    });

    it('puts the markup in #root and the handover right after it', () => {
      const doc = parse(render());
      const root = doc.getElementById('root')!;
      expect(root.innerHTML).toBe(MARKUP);
      expect(root.parentElement).toBe(doc.body);
      const script = doc.getElementById(SSR_HANDOVER_ELEMENT_ID)!;
      expect(script.tagName).toBe('SCRIPT');
      expect(script.getAttribute('type')).toBe('application/json');
      expect(root.nextElementSibling).toBe(script);
      expect(JSON.parse(script.textContent!)).toEqual(handover());
    });

    it('escapes the handover so that nothing in the data can close the script or open a comment', () => {
      const api = {
        queries: {
          'getProductType("x")': {
            data: {
              name: '</script><script>window.pwned = true</script>',
              upper: '</SCRIPT ><img src=x onerror=alert(1)>',
              comment: '<!-- <script>',
              cdata: ']]>',
              ampersand: 'Tom & Jerry &amp; co',
              separators: 'line\u2028para\u2029end',
              quote: '"\'\\',
            },
          },
        },
      };
      const html = render({ handover: handover(api) });
      const body = html.slice(html.indexOf(`id="${SSR_HANDOVER_ELEMENT_ID}"`));
      // Only the handover's own closing tag, then the script that starts the page's scripts.
      expect(body.match(/<\/script>/gi)).toHaveLength(2);
      expect(body).not.toContain('<!--');
      expect(body).not.toContain('\u2028');

      const doc = parse(html);
      const scripts = [...doc.querySelectorAll('script')];
      expect(scripts.map((s) => s.id || s.getAttribute('src') || s.getAttribute('type') || 'starter')).toEqual([
        ...[...doc.querySelectorAll('script[type="application/ld+json"]')].map(() => 'application/ld+json'),
        SSR_HANDOVER_ELEMENT_ID,
        'starter',
      ]);
      expect(doc.querySelector('img')).toBeNull();
      expect(JSON.parse(doc.getElementById(SSR_HANDOVER_ELEMENT_ID)!.textContent!)).toEqual(handover(api));
    });

    it('paints first: the entry scripts are preloaded and run after the load event (or the wait), in order', () => {
      const html = render();
      expect(html).not.toContain('<script defer="defer"');
      const doc = parse(html);
      expect(doc.head.querySelector('link[rel="preload"][as="script"]')?.getAttribute('href')).toBe('/main.63909747.js');
      const starter = [...doc.body.querySelectorAll('script:not([type]):not([id])')];
      expect(starter).toHaveLength(1);
      // Run it in this document: nothing loads before 'load'; then the script is appended once, in order.
      const appended: string[] = [];
      const head = { appendChild: (element: HTMLScriptElement) => appended.push(element.src) };
      const listeners: Array<() => void> = [];
      const timers: Array<[() => void, number]> = [];
      const frames: Array<() => void> = [];
      new Function('document', 'addEventListener', 'setTimeout', 'requestAnimationFrame', starter[0].textContent!)(
        { readyState: 'interactive', head, createElement: () => ({}) },
        (type: string, listener: () => void) => type === 'load' && listeners.push(listener),
        (callback: () => void, ms: number) => timers.push([callback, ms]),
        (callback: () => void) => frames.push(callback),
      );
      expect(appended).toEqual([]);
      expect(timers.map(([, ms]) => ms)).toEqual([HYDRATION_WAIT_MS]);
      // The load event asks for a frame; the scripts start in the task after it is painted, not before.
      listeners.forEach((listener) => listener());
      expect(frames).toHaveLength(1);
      expect(appended).toEqual([]);
      frames.forEach((frame) => frame());
      expect(appended).toEqual([]);
      expect(timers.map(([, ms]) => ms)).toEqual([HYDRATION_WAIT_MS, 0]);
      timers[1][0]();
      expect(appended).toEqual(['/main.63909747.js']);
      // The wait's timer then finds them started: appended once.
      timers[0][0]();
      expect(appended).toEqual(['/main.63909747.js']);
    });

    /**
     * Runs the page's starter script in a stand-in document and fires 'load': the tasks it ran, each
     * with the elements it appended to <head>, in order.
     */
    function tasksAfterLoad(html: string): Array<Array<Record<string, unknown>>> {
      const starter = parse(html).body.querySelector('script:not([type]):not([id])')!;
      const tasks: Array<Array<Record<string, unknown>>> = [];
      let current: Array<Record<string, unknown>> = [];
      const listeners: Array<() => void> = [];
      const timers: Array<() => void> = [];
      const runTask = (callback: () => void) => {
        current = [];
        callback();
        if (current.length > 0) tasks.push(current);
      };
      new Function('document', 'addEventListener', 'setTimeout', 'requestAnimationFrame', starter.textContent!)(
        {
          readyState: 'interactive',
          head: { appendChild: (element: Record<string, unknown>) => current.push(element) },
          createElement: (tag: string) => ({ tag }),
        },
        (type: string, listener: () => void) => type === 'load' && listeners.push(listener),
        // The wait's timer never fires here; each 0 ms timer runs as a task of its own.
        (callback: () => void, ms: number) => ms === 0 && timers.push(callback),
        (callback: () => void) => callback(),
      );
      expect(timers).toEqual([]);
      listeners.forEach((listener) => runTask(listener));
      while (timers.length > 0) runTask(timers.shift()!);
      return tasks;
    }

    /** What the starter appended to <head> after the load event, whatever the task. */
    function startedAfterLoad(html: string) {
      return tasksAfterLoad(html).flat();
    }

    it('starts each request in a task of its own, the entry first (no long task at the start)', () => {
      const html = render({ preloads: ['/bootstrap.1a2b3c4d.js', '/react-dom.5e6f7a8b.js'] });
      expect(tasksAfterLoad(html).map((task) => task.map((element) => element.src ?? element.href))).toEqual([
        ['/main.63909747.js'],
        ['/bootstrap.1a2b3c4d.js'],
        ['/react-dom.5e6f7a8b.js'],
      ]);
    });

    it('requests the scripts the start-up loads next at the load event, with the entry, once each and without crossorigin', () => {
      const preloads = ['/bootstrap.1a2b3c4d.js', '/react-dom.5e6f7a8b.js', 'http://localhost:3001/remoteEntry.js', '/main.63909747.js'];
      const html = render({ preloads });
      // Before the load event only the entry is fetched: the page's images have the bandwidth.
      expect([...parse(html).head.querySelectorAll('link[rel="preload"]')].map((link) => link.getAttribute('href'))).toEqual(['/main.63909747.js']);
      // Classic scripts (no crossorigin), as webpack's and the federation runtime's script tags fetch them.
      expect(startedAfterLoad(html)).toEqual([
        { tag: 'script', src: '/main.63909747.js', async: false },
        { tag: 'link', rel: 'preload', as: 'script', href: '/bootstrap.1a2b3c4d.js' },
        { tag: 'link', rel: 'preload', as: 'script', href: '/react-dom.5e6f7a8b.js' },
        { tag: 'link', rel: 'preload', as: 'script', href: 'http://localhost:3001/remoteEntry.js' },
      ]);
    });

    it('requests the shell’s start-up scripts before the screen’s', () => {
      const html = pageDocuments(TEMPLATE, '', ['/bootstrap.1a2b3c4d.js']).serverRendered({
        locale: 'en',
        headTags: HEAD_TAGS,
        styles: STYLES,
        markup: MARKUP,
        handover: handover(),
        preloads: ['http://localhost:3001/remoteEntry.js'],
      });
      expect(startedAfterLoad(html).map((element) => element.src ?? element.href)).toEqual([
        '/main.63909747.js',
        '/bootstrap.1a2b3c4d.js',
        'http://localhost:3001/remoteEntry.js',
      ]);
    });

    it('escapes a preloaded URL inside the starter script', () => {
      const html = render({ preloads: ['/x.js?a="></script><script>alert(1)</script>'] });
      expect(parse(html).querySelectorAll('script:not([type]):not([id])')).toHaveLength(1);
      expect(startedAfterLoad(html)[1]).toEqual({ tag: 'link', rel: 'preload', as: 'script', href: '/x.js?a="></script><script>alert(1)</script>' });
    });

    it('inserts markup, head tags and styles literally, even with $ patterns in them', () => {
      const markup = "<p>Price: $& and $' and $` and $1 and $$</p>";
      const headTags = '<title>$& | Mitra Presisi Teknik</title>';
      const styles = '<style data-href="a.css">.x:after{content:"$`"}</style>';
      const html = render({ markup, headTags, styles });
      expect(html).toContain(`<div id="root">${markup}</div>`);
      expect(html).toContain(`${headTags}\n`);
      expect(html).toContain(`${styles}</head>`);
    });

    it('keeps a <noscript> of the markup (only the template’s is removed)', () => {
      const markup = '<noscript><img src="/pixel.gif"></noscript><main>Home</main>';
      const doc = parse(render({ markup }));
      expect(doc.getElementById('root')!.innerHTML).toBe(markup);
    });
  });

  describe('clientRendered', () => {
    it('keeps #root empty, adds no handover, keeps the noscript and drops the placeholder icon', () => {
      const html = pageDocuments(TEMPLATE).clientRendered({ title: 'Products' });
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('<noscript>This site needs JavaScript.</noscript>');
      expect(html).not.toContain(SSR_HANDOVER_ELEMENT_ID);
      expect(html).not.toContain('href="data:,"');
      const doc = parse(html);
      expect(doc.getElementById('root')!.childNodes).toHaveLength(0);
      expect(doc.title).toBe('Products | Mitra Presisi Teknik');
      expect(doc.querySelectorAll('title')).toHaveLength(1);
      // No description: the site's comes from the settings, which only the browser reads on this page.
      expect(doc.head.querySelector('meta[name="description"]')).toBeNull();
      expect(doc.head.querySelector('meta[name="robots"]')).toBeNull();
      expect(doc.head.querySelector('script[src="/main.63909747.js"]')).not.toBeNull();
    });

    it('keeps the entry deferred and preloads the shell’s start-up scripts after it', () => {
      const html = pageDocuments(TEMPLATE, '', ['/bootstrap.1a2b3c4d.js', '/react-dom.5e6f7a8b.js']).clientRendered();
      expect(html).toContain(
        '<script defer="defer" src="/main.63909747.js"></script><link rel="preload" as="script" href="/bootstrap.1a2b3c4d.js"><link rel="preload" as="script" href="/react-dom.5e6f7a8b.js">',
      );
    });

    it('has the site name alone as the title when none is given, and escapes a given one', () => {
      expect(parse(pageDocuments(TEMPLATE).clientRendered()).title).toBe('Mitra Presisi Teknik');
      const html = pageDocuments(TEMPLATE).clientRendered({ title: '</title><script>x()</script>' });
      expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;x()&lt;/script&gt; | Mitra Presisi Teknik</title>');
      expect(parse(html).querySelectorAll('script')).toHaveLength(1);
    });

    it('adds robots noindex, nofollow for admin pages only', () => {
      const admin = parse(pageDocuments(TEMPLATE, '/demo').clientRendered({ title: 'Admin', admin: true }));
      expect(admin.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
      expect(admin.title).toBe('Admin | Mitra Presisi Teknik');
      expect(admin.getElementById('root')!.innerHTML).toBe('');
      expect(admin.head.querySelector('link[rel="icon"][type="image/svg+xml"]')?.getAttribute('href')).toBe('/demo/favicon.svg');
    });
  });
});

describe('inlineStyle', () => {
  it('names the file in data-href and keeps the CSS as it is', () => {
    expect(inlineStyle('bootstrap.81062c78.css', '.a>b{color:red}')).toBe('<style data-href="bootstrap.81062c78.css">.a>b{color:red}</style>');
  });

  it('escapes </style in the CSS, in any case, so the element cannot be closed early', () => {
    const css = '.a:after{content:"</style><script>x()</script>"}.b:after{content:"</STYLE >"}';
    const html = inlineStyle('a.css', css);
    expect(html.endsWith('</style>')).toBe(true);
    expect(html.match(/<\/style/gi)).toHaveLength(1);
    expect(html).toContain('<\\/style><script>');
    // (The escape writes 'style' in lower case whatever the CSS had: harmless, CSS text only.)
    expect(html.toLowerCase()).toContain('<\\/style >"}</style>');

    const doc = new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head><body></body></html>`, 'text/html');
    expect(doc.querySelectorAll('style')).toHaveLength(1);
    expect(doc.querySelectorAll('script')).toHaveLength(0);
    expect(doc.querySelector('style')!.textContent!.toLowerCase()).toBe(css.replace(/<\/style/gi, '<\\/style').toLowerCase());
  });

  it('escapes the file name as an attribute value', () => {
    const doc = new DOMParser().parseFromString(inlineStyle('a"><script>x()</script>.css', ''), 'text/html');
    expect(doc.querySelectorAll('script')).toHaveLength(0);
    expect(doc.querySelector('style')!.getAttribute('data-href')).toBe('a"><script>x()</script>.css');
  });
});
