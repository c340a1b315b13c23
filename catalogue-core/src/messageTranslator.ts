// Translating an answered English message into Indonesian (issue 22): the API and the calls word
// their messages in English (spec §8); a page shows them in its language by looking a static
// message up and by matching the text each template renders. The engine only: which messages it
// knows is its caller's (./publicMessagesId.ts for the public pages, ./messagesId.ts for all).
import type { Locale } from './locales';
import { labelInIndonesian } from './labelsId';

/**
 * What a template's value is, for matching: 'label' is a thing or field name (translated), 'text'
 * is free text (kept: an id, a record's name), 'count' a whole number (its singular form is matched
 * too), and a list is a closed set of values (every one is tried: the text depends on it).
 */
export type ParamKind = 'label' | 'text' | 'count' | readonly string[];
export type ParamKinds<A extends readonly unknown[]> = { [I in keyof A]: A[I] extends number ? 'count' : ParamKind };

interface Template<A extends unknown[]> {
  en: (...args: A) => string;
  id: (...args: A) => string;
  params: ParamKinds<A>;
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of templates of different arities
export type AnyTemplate = Template<any[]>;

export const template = <A extends unknown[]>(en: (...args: A) => string, id: (...args: A) => string, params: ParamKinds<A>): AnyTemplate =>
  ({ en, id, params }) as AnyTemplate;

/** The Indonesian twin of a message object: the same text, or a function of the same values (a missing key fails the typecheck). */
export type MessageTwins<T> = { readonly [K in keyof T]: T[K] extends (...args: infer A) => string ? (...args: A) => string : string };
/** The keys of a message object's templates (its functions). */
export type TemplateKeyOf<T> = { [K in keyof T]: T[K] extends string ? never : K }[keyof T];
/** What each template's values are (a template without its entry fails the typecheck). */
export type TemplateParamsOf<T> = { [K in TemplateKeyOf<T>]: T[K] extends (...args: infer A) => string ? ParamKinds<A> : never };

/** The templates of a message object with their Indonesian twins. */
export function templatesOf<T extends Record<string, unknown>>(en: T, id: MessageTwins<T>, params: TemplateParamsOf<T>): AnyTemplate[] {
  return (Object.keys(params) as Array<TemplateKeyOf<T>>).map((key) =>
    template(en[key] as AnyTemplate['en'], id[key] as AnyTemplate['id'], params[key] as ParamKind[]),
  );
}

/** A hole of a rendered template: the placeholder's text in it, and how its captured text carries over. */
interface Hole {
  placeholder: string;
  kind: 'label' | 'text' | 'count';
}
interface Pattern {
  regex: RegExp;
  /** The holes in the order the regex captures them. */
  holes: Hole[];
  /** The Indonesian text rendered with the same placeholders. */
  id: string;
}

/**
 * Placeholders no message contains: text ones are control characters (case-free, so a lowercased
 * label still matches); numbers are distinct and never 1 (the plural form), 60 × a prime so a value
 * shown in minutes is still a distinct number.
 */
const textPlaceholder = (i: number) => `\u0001${'\u0002'.repeat(i + 1)}\u0001`;
const countPlaceholder = (i: number) => 60 * [7919, 7927, 7933, 7937][i];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every combination of one value per parameter (closed sets enumerated, a count as 1 and as a placeholder). */
function argumentSets(params: readonly ParamKind[]): unknown[][] {
  return params.reduce<unknown[][]>(
    (sets, kind, i) => {
      const values: unknown[] = typeof kind !== 'string' ? [...kind] : kind === 'count' ? [1, countPlaceholder(i)] : [textPlaceholder(i)];
      return sets.flatMap((set) => values.map((value) => [...set, value]));
    },
    [[]],
  );
}

/** Where the placeholders of `args` show in a text: the text itself for words, the digits for counts. */
function holesOf(params: readonly ParamKind[], args: unknown[], en: string): Hole[] {
  return params.flatMap((kind, i): Hole[] => {
    if (kind === 'label' || kind === 'text') return [{ placeholder: args[i] as string, kind }];
    if (kind !== 'count' || args[i] === 1) return [];
    // A count may be shown as is or converted (seconds as minutes): the placeholder's whole number in the text.
    const shown = [String(args[i]), String((args[i] as number) / 60)].find((digits) => new RegExp(wholeNumber(digits)).test(en));
    return shown ? [{ placeholder: shown, kind }] : [];
  });
}

/** A count's placeholder as a whole number in a text (not part of a longer one). */
const wholeNumber = (digits: string) => `(?<!\\d)${digits}(?!\\d)`;
const holeRegExp = (hole: Hole) => (hole.kind === 'count' ? wholeNumber(hole.placeholder) : escapeRegExp(hole.placeholder));

function patternOf(entry: AnyTemplate, args: unknown[]): Pattern {
  const en = entry.en(...args);
  const holes = holesOf(entry.params as readonly ParamKind[], args, en);
  const ordered: Hole[] = [];
  let source = escapeRegExp(en);
  if (holes.length) {
    // Each placeholder becomes a group (escaping leaves placeholders as they are); `ordered` records which hole each group is.
    const finder = new RegExp(holes.map(holeRegExp).join('|'), 'g');
    source = source.replace(finder, (found) => {
      const hole = holes.find((candidate) => candidate.placeholder === found)!;
      ordered.push(hole);
      return hole.kind === 'count' ? '(\\d+)' : '([\\s\\S]+?)';
    });
  }
  return { regex: new RegExp(`^${source}$`), holes: ordered, id: entry.id(...args) };
}

/** How much fixed text a pattern has (its source without its groups). */
const literalLength = (pattern: Pattern) => pattern.regex.source.replace(/\((\\d\+|\[\\s\\S\]\+\?)\)/g, '').length;

/** A catalogue of messages: its static ones (English → Indonesian) and its templates. */
export interface MessageCatalogue {
  statics: Iterable<readonly [en: string, id: string]>;
  templates: AnyTemplate[];
}

/** The pairs of a message object and its Indonesian twin whose messages are static text. */
export function staticPairs<T extends Record<string, unknown>>(en: T, id: { readonly [K in keyof T]: unknown }): Array<[string, string]> {
  return (Object.keys(en) as Array<keyof T>).filter((key) => typeof en[key] === 'string').map((key) => [en[key] as string, id[key] as string]);
}

/**
 * The translator of a catalogue: an English message as the API answers it (or a zod issue carries
 * it) in `locale`. A static message by lookup, a template's by matching the text each template
 * renders with placeholders (labels translated, names and numbers kept); text it does not know
 * comes back unchanged. The patterns are built at the first Indonesian message, not at load.
 */
export function messageTranslator({ statics, templates }: MessageCatalogue): (message: string, locale: Locale) => string {
  let staticId: Map<string, string> | undefined;
  let patterns: Pattern[] | undefined;
  return (message, locale) => {
    if (locale === 'en') return message;
    staticId ??= new Map(statics);
    const known = staticId.get(message);
    if (known !== undefined) return known;
    // The most specific first: 'Vendor "7" not found' is notFoundMessage's, not notFound's with the label 'Vendor "7"'.
    patterns ??= templates
      .flatMap((entry) => argumentSets(entry.params as readonly ParamKind[]).map((args) => patternOf(entry, args)))
      .sort((a, b) => literalLength(b) - literalLength(a));
    for (const pattern of patterns) {
      const match = pattern.regex.exec(message);
      if (!match) continue;
      let text = pattern.id;
      pattern.holes.forEach((hole, i) => {
        const value = hole.kind === 'label' ? labelInIndonesian(match[i + 1]) : match[i + 1];
        text = text.replace(new RegExp(holeRegExp(hole)), () => value);
      });
      return text;
    }
    return message;
  };
}
