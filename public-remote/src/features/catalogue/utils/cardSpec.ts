// A series' models' values of an attribute shown on cards (issue 24), together, as its catalogue
// card writes them. Apart from ../../../lib/specValue.ts, so that the series page does not carry it.
import type { finder } from '@mfe/catalogue-core';
import type { Locale } from '@mfe/shared-ui';
import type { PublicMessages } from '../../../messages/messages';
import { specValueText } from '../../../lib/specValue';

/** A card shows at most this many of its models' options or texts, then '…'. */
const CARD_TEXTS_SHOWN = 3;

/** A series' models' values of an attribute, together, with its unit: '100–700 mm', 'Fanuc, Siemens', 'Yes / No'; null when none shows. */
export function cardSpecText(
  attribute: finder.CardAttribute,
  value: finder.SeriesCardValue,
  locale: Locale,
  messages: PublicMessages,
): string | null {
  const unit = attribute.unit ? ` ${attribute.unit}` : '';
  if (value.min !== null && value.max !== null) return specValueText({ min: value.min, max: value.max }, locale, messages) + unit;
  if (attribute.type === 'boolean') return value.texts.map((text) => (text === 'true' ? messages.specYes : messages.specNo)).join(' / ') || null;
  if (!value.texts.length) return null;
  return value.texts.slice(0, CARD_TEXTS_SHOWN).join(', ') + (value.texts.length > CARD_TEXTS_SHOWN ? ', …' : '');
}
