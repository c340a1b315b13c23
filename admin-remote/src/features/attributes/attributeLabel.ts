import type { Locale } from '@mfe/shared-ui';

/** An attribute's name in the admin's language: the Indonesian one where it has one. */
export const attributeLabel = (attribute: { name: string; name_id?: string | null }, locale: Locale) =>
  (locale === 'id' && attribute.name_id) || attribute.name;
