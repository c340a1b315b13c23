import { Alert, Form, Typography } from 'antd';
import { useLocale } from '@mfe/shared-ui';
import { judgeAttributeValue } from '@mfe/catalogue-core/attributes';
import { translateMessage } from '@mfe/catalogue-core/messages-id';
import type { AttributeValuesField } from '../../../resources/types';
import { isEmptyAttributeValue } from '../../../crud/formValues';
import { useMessages } from '../../../messages/messages';
import { useCategoryAttributesQuery } from '../api/attributeApi';
import type { Attribute } from '../attributeTypes';
import { attributeLabel } from '../attributeLabel';
import { AttributeValueInput } from './AttributeValueInput';

interface AttributeValueItemsProps<R> {
  field: AttributeValuesField<R>;
  /** The stored record (editing): its values and the category they belong to. */
  record?: R;
}

/**
 * A product form's values of its category's attributes (issue 24): an item per attribute of the
 * category chosen, each judged as the API judges it. A change of category shows the new category's
 * attributes, and names the stored values its save will drop (attributes belong to one category).
 */
export function AttributeValueItems<R>({ field, record }: AttributeValueItemsProps<R>) {
  const m = useMessages();
  const locale = useLocale();
  const form = Form.useFormInstance();
  const categoryId = Form.useWatch(field.categoryField, form) as number | undefined;
  const chosen = typeof categoryId === 'number';
  const attributes = useCategoryAttributesQuery(categoryId ?? 0, { skip: !chosen });
  const storedCategory = record ? field.categoryOf(record) : undefined;
  const storedValues = record ? field.read(record) : {};
  const moved = chosen && storedCategory !== undefined && storedCategory !== categoryId && Object.keys(storedValues).length > 0;
  const stored = useCategoryAttributesQuery(storedCategory ?? 0, { skip: !moved });
  const dropped = moved ? (stored.data ?? []).filter((attribute) => String(attribute.id) in storedValues).map((a) => attributeLabel(a, locale)) : [];

  const rule = (attribute: Attribute) => ({
    validator: async (_: unknown, value: unknown) => {
      if (isEmptyAttributeValue(value)) return;
      const judged = judgeAttributeValue(attribute, value);
      if ('error' in judged) throw new Error(translateMessage(judged.error, locale));
    },
  });

  return (
    <section aria-label={field.label(m)}>
      <Typography.Title level={5}>{field.label(m)}</Typography.Title>
      {!chosen && <Typography.Paragraph type="secondary">{m.attributeValuesChooseCategory}</Typography.Paragraph>}
      {dropped.length > 0 && <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={m.attributeValuesDropped(dropped.join(', '))} />}
      {chosen && attributes.data?.length === 0 && <Typography.Paragraph type="secondary">{m.attributeValuesNone}</Typography.Paragraph>}
      {chosen &&
        attributes.data?.map((attribute) => {
          const label = attributeLabel(attribute, locale);
          return (
            <Form.Item
              key={attribute.id}
              name={[field.name, String(attribute.id)]}
              label={attribute.unit ? `${label} (${attribute.unit})` : label}
              valuePropName={attribute.type === 'boolean' ? 'checked' : undefined}
              rules={[rule(attribute)]}
            >
              <AttributeValueInput attribute={attribute} label={label} />
            </Form.Item>
          );
        })}
    </section>
  );
}
