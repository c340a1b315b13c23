// A session's browser in plain words ('Chrome on Windows') from its User-Agent: the common
// browsers and systems, tried in order (Edge and Opera say 'Chrome' too, Chrome says 'Safari').

const BROWSERS: Array<[RegExp, string]> = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: Array<[RegExp, string]> = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** The browser's and the system's names, each null when the User-Agent does not say. */
export function browserOf(userAgent: string | null): { browser: string | null; system: string | null } {
  const text = userAgent ?? '';
  return {
    browser: BROWSERS.find(([pattern]) => pattern.test(text))?.[1] ?? null,
    system: SYSTEMS.find(([pattern]) => pattern.test(text))?.[1] ?? null,
  };
}
