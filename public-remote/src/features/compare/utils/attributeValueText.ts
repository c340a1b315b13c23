import { formatNumber, type Locale } from '@mfe/shared-ui';

/** A value of an attribute as the API answers it: a number, a range, a text or option, yes/no. */
export type AttributeValue = number | { min: number; max: number } | string | boolean;

/** The words a yes/no value is shown as. */
export interface YesNo {
  yes: string;
  no: string;
}

/**
 * A value as the page shows it: numbers in the locale's format ('3,000' / '3.000') with the unit
 * after a space ('3,000 rpm', '20 °C'), a range's ends joined by an en dash ('100–560 mm').
 */
export function attributeValueText(value: AttributeValue, unit: string | null, locale: Locale, words: YesNo): string {
  const withUnit = (text: string) => (unit ? `${text} ${unit}` : text);
  if (typeof value === 'number') return withUnit(formatNumber(value, locale));
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'string') return value;
  return withUnit(`${formatNumber(value.min, locale)}–${formatNumber(value.max, locale)}`);
}
