// A model's technical data for the series page's JSON-LD (issue 24): each of its values as a
// schema.org PropertyValue, named in the page's language, a range as its ends, the unit as written
// and as its UN/CEFACT code (catalogue-core's ATTRIBUTE_UNIT_CODES). The shell encodes the JSON.
import { ATTRIBUTE_UNIT_CODES } from '@mfe/catalogue-core/limits';
import { textInLocale, type Locale, type PropertyHead } from '@mfe/shared-ui';
import type { AttributeValues, responses } from '@mfe/catalogue-core';

/** The properties of a model's values, in the attributes' order (none without values). */
export function modelProperties(attributes: responses.PublicAttribute[], values: AttributeValues | undefined, locale: Locale): PropertyHead[] {
  if (!values) return [];
  return attributes.flatMap((attribute): PropertyHead[] => {
    const value = values[attribute.id];
    if (value === undefined || value === null) return [];
    const unit = attribute.unit ? { unitText: attribute.unit, unitCode: ATTRIBUTE_UNIT_CODES[attribute.unit] } : {};
    const name = textInLocale(attribute, 'name', locale).text;
    if (typeof value === 'object') return [{ name, minValue: value.min, maxValue: value.max, ...unit }];
    return [{ name, value, ...unit }];
  });
}
