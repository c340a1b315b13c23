import { useEffect, useState } from 'react';
import { Form, Input, Modal, Select, Switch } from 'antd';
import { useLocale, useSnackbar } from '@mfe/shared-ui';
import { ATTRIBUTE_TYPES, ATTRIBUTE_UNITS, NUMERIC_ATTRIBUTE_TYPES } from '@mfe/catalogue-core/attributes';
import { MESSAGES } from '@mfe/catalogue-core/messages';
import { translateMessage } from '@mfe/catalogue-core/messages-id';
import { showServerFieldErrors, type ServerErrorTargets } from '../../../crud/serverErrors';
import { useMessages } from '../../../messages/messages';
import { useSaveAttributeMutation } from '../api/attributeApi';
import type { Attribute, AttributeBody } from '../attributeTypes';

type AttributeFormValues = Omit<AttributeBody, 'mt_product_category_id'>;

const TARGETS: ServerErrorTargets = { fields: ['name', 'name_id', 'type', 'unit', 'options', 'filterable', 'on_card'] };
const NEW: AttributeFormValues = { name: '', name_id: '', type: 'number', unit: null, options: [], filterable: false, on_card: false };

interface AttributeFormModalProps {
  categoryId: number;
  /** The attribute edited; null: a new one. Closed when undefined. */
  attribute: Attribute | null | undefined;
  onClose: () => void;
}

/**
 * An attribute's create or edit, in a dialog over its category's page: a unit for numbers and
 * ranges only (from the fixed list), options for a list only (typed as tags); the API's refusals
 * (a name taken, a type that products' values hold) on their fields.
 */
export function AttributeFormModal({ categoryId, attribute, onClose }: AttributeFormModalProps) {
  const m = useMessages();
  const locale = useLocale();
  const snackbar = useSnackbar();
  const [form] = Form.useForm<AttributeFormValues>();
  const [save, saving] = useSaveAttributeMutation();
  const [open, setOpen] = useState(false);
  const type = Form.useWatch('type', form) ?? NEW.type;

  useEffect(() => {
    if (attribute === undefined) return setOpen(false);
    form.resetFields();
    form.setFieldsValue(
      attribute
        ? {
            name: attribute.name,
            name_id: attribute.name_id ?? '',
            type: attribute.type,
            unit: attribute.unit,
            options: attribute.options,
            filterable: attribute.filterable,
            on_card: attribute.on_card,
          }
        : NEW,
    );
    setOpen(true);
  }, [attribute, form]);

  const submit = async (values: AttributeFormValues) => {
    const numeric = NUMERIC_ATTRIBUTE_TYPES.includes(values.type);
    const body: AttributeBody = {
      ...values,
      name: values.name.trim(),
      name_id: (values.name_id ?? '').trim(),
      mt_product_category_id: categoryId,
      // What the type does not take is sent as none (a type changed after a unit was chosen).
      unit: numeric ? (values.unit ?? null) : null,
      options: values.type === 'option' ? (values.options ?? []) : [],
    };
    try {
      const answer = await save({ id: attribute?.id, body }).unwrap();
      snackbar.success(translateMessage(answer.message, locale));
      onClose();
    } catch (error) {
      showServerFieldErrors(form, error, TARGETS, locale);
    }
  };

  return (
    <Modal
      title={attribute ? m.editAttribute(attribute.name) : m.newAttribute}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={attribute ? m.saveChanges : m.create}
      cancelText={m.cancel}
      confirmLoading={saving.isLoading}
      forceRender
    >
      <Form<AttributeFormValues>
        // Its own ids (attribute_name, …): the category's form under the dialog has a field `name` too, and a label must point to its own input.
        name="attribute"
        form={form}
        layout="vertical"
        onFinish={submit}
        disabled={saving.isLoading}
        requiredMark
      >
        <Form.Item
          name="name"
          label={m.attributeName}
          rules={[{ required: true, whitespace: true, message: translateMessage(MESSAGES.nameRequired, locale) }]}
        >
          <Input lang="en" autoComplete="off" />
        </Form.Item>
        <Form.Item name="name_id" label={m.attributeNameId}>
          <Input lang="id" autoComplete="off" />
        </Form.Item>
        <Form.Item name="type" label={m.attributeType} rules={[{ required: true }]}>
          <Select options={ATTRIBUTE_TYPES.map((value) => ({ value, label: m.attributeTypeLabel(value) }))} />
        </Form.Item>
        {NUMERIC_ATTRIBUTE_TYPES.includes(type) && (
          <Form.Item name="unit" label={m.attributeUnit} extra={m.attributeUnitHelp}>
            <Select allowClear options={ATTRIBUTE_UNITS.map((value) => ({ value, label: value }))} />
          </Form.Item>
        )}
        {type === 'option' && (
          <Form.Item
            name="options"
            label={m.attributeOptions}
            extra={m.attributeOptionsHelp}
            rules={[{ required: true, message: translateMessage(MESSAGES.attributeOptionsRequired, locale) }]}
          >
            <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={['\n']} />
          </Form.Item>
        )}
        <Form.Item name="filterable" label={m.attributeFilterable} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="on_card" label={m.attributeOnCard} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
