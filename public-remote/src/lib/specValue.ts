// A model's value of an attribute as the series page's specification table writes it (issue 24):
// numbers and ranges in the page's language ('8.000' in Indonesian, '8,000' in English), yes/no
// in words, a text or an option as it is. The unit is the column's (its header says it). Read by
// the series page's table and the catalogue's cards (../features/catalogue/utils/cardSpec.ts).
import { formatNumber, textInLocale, type Locale } from '@mfe/shared-ui';
import type { AttributeValue, responses } from '@mfe/catalogue-core';
import type { PublicMessages } from '../messages/messages';

export type SpecAttribute = responses.PublicAttribute;

/** The text of a value, or null when there is none (the cell is marked empty). */
export function specValueText(value: AttributeValue | undefined, locale: Locale, messages: PublicMessages): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'number') return formatNumber(value, locale);
  if (typeof value === 'boolean') return value ? messages.specYes : messages.specNo;
  if (typeof value === 'string') return value;
  return value.min === value.max ? formatNumber(value.min, locale) : `${formatNumber(value.min, locale)}–${formatNumber(value.max, locale)}`;
}

/** An attribute's name in the page's language (its Indonesian name, else its English one). */
export const specAttributeName = (attribute: SpecAttribute, locale: Locale) => textInLocale(attribute, 'name', locale);
