// One schema per request payload (spec §5 and §7), with the spec's messages.
import { z } from 'zod';
import { requestShape } from './entities';
import { MESSAGES } from '../messages';
import { EMAIL_MAX, EMAIL_PATTERN } from '../rules';
import { asText, payload, requiredFile, requiredId } from './fields';

export const MODULE_TYPES = ['mt_product', 'mt_product_series', 'mt_product_category', 'mt_vendor', 'mt_manufacture_type'] as const;
export type ModuleType = (typeof MODULE_TYPES)[number];

// The levels' and products' payloads: each entity's request fields (../entities.ts), in order.
export const manufactureTypeInput = payload(requestShape('mt_manufacture_type'));
export const vendorInput = payload(requestShape('mt_vendor'));
export const categoryInput = payload(requestShape('mt_product_category'));
export const seriesInput = payload(requestShape('mt_product_series'));
/**
 * A product's values of its category's attributes (issue 24): `{attribute_id: value}`, JSON text
 * from a multipart form; a null value is none. Left out, the values stay as they are; given, they
 * are all of them. Each value is judged against its attribute by the use case (../attributes.ts).
 */
export const attributeValuesInput = z.preprocess(
  (value) => {
    if (value === undefined || value === '') return undefined;
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  },
  z
    .record(z.string().regex(/^[1-9]\d{0,9}$/), z.unknown(), { error: () => MESSAGES.attributeValuesInvalid })
    .optional()
    .describe('{attribute_id: value}: a number; {min, max}; a text; one of the options; true or false; null for none'),
);

/** Multipart: image_file / pdf_file, when sent, become new assets that replace image_id / pdf_id. */
export const productInput = payload({ ...requestShape('mt_product'), attributes: attributeValuesInput });

/**
 * A typed attribute (issue 24): its entity's request fields. Which unit and options its type takes
 * is judged by the use case (../useCases/attributes.ts), after these.
 */
export const attributeInput = payload(requestShape('mt_product_attribute'));

/** The attribute grid's save (issue 24): the changes of many products' values; judged by the use case (../useCases/bulkValues.ts). */
export const bulkValuesInput = z.object({
  values: z
    .record(z.string(), z.record(z.string(), z.unknown()))
    .describe("{product_id: {attribute_id: value}}: a value as a product's save takes it, null clears it; attributes not sent keep their values"),
});

/** An image's crop (issue 20) comes with its own fields: left out on a create, the defaults; on an update, unchanged. */
export const imageAssetCreateInput = payload({ ...requestShape('image_asset', 'create'), image_file: requiredFile(MESSAGES.imageRequired) });
export const fileAssetCreateInput = payload({ ...requestShape('file_asset', 'create'), pdf_file: requiredFile(MESSAGES.pdfRequired) });
/** A new file for the same asset (its id, so its links, stay). */
export const imageAssetReplaceInput = payload({ image_file: requiredFile(MESSAGES.imageRequired) });
export const fileAssetReplaceInput = payload({ pdf_file: requiredFile(MESSAGES.pdfRequired) });
/** On edit only the name and the description change (an image's crop too: what is left out stays). */
export const assetUpdateInput = payload(requestShape('file_asset'));
export const imageAssetUpdateInput = payload(requestShape('image_asset'));

/** The email rule, zod-free in ../rules for the forms; here beside the login schema that holds payloads to it. */
export { EMAIL_MAX, EMAIL_PATTERN };

export const loginInput = payload({
  email: z.preprocess(
    (value) => (asText(value) ?? '').trim(),
    z
      .string()
      .min(1, { error: MESSAGES.emailRequired, abort: true })
      .refine((email) => email.length <= EMAIL_MAX && EMAIL_PATTERN.test(email), MESSAGES.emailInvalid),
  ),
  password: z.preprocess((value) => asText(value) ?? '', z.string().min(1, MESSAGES.passwordRequired)),
  /** Issue 23: the authenticator's code or a recovery code, for an account with two-factor login on. */
  code: z.preprocess((value) => asText(value)?.trim() || undefined, z.string().max(40, MESSAGES.totpWrong).optional()),
});

/** Unlink an asset from one record (query string or JSON body). */
export const unlinkInput = payload({
  module_type: z.preprocess(
    (value) => asText(value) || undefined,
    z.enum(MODULE_TYPES, {
      error: (issue) => (issue.input === undefined ? MESSAGES.moduleTypeRequired : `Module type must be one of ${MODULE_TYPES.join(', ')}`),
    }),
  ),
  module_id: requiredId(MESSAGES.moduleIdRequired, 'Module id'),
});

export type ManufactureTypeInput = z.output<typeof manufactureTypeInput>;
export type VendorInput = z.output<typeof vendorInput>;
export type CategoryInput = z.output<typeof categoryInput>;
export type SeriesInput = z.output<typeof seriesInput>;
export type ProductInput = z.output<typeof productInput>;
export type AttributeInput = z.output<typeof attributeInput>;
export type AssetUpdateInput = z.output<typeof assetUpdateInput>;
export type ImageAssetUpdateInput = z.output<typeof imageAssetUpdateInput>;
export type LoginInput = z.output<typeof loginInput>;
export type UnlinkInput = z.output<typeof unlinkInput>;
