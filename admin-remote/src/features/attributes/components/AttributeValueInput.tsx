import { Input, InputNumber, Select, Space, Switch } from 'antd';
import type { AttributeRange, AttributeValue } from '@mfe/catalogue-core/attributes';
import { useMessages } from '../../../messages/messages';
import type { Attribute } from '../attributeTypes';

interface AttributeValueInputProps {
  attribute: Attribute;
  /** The attribute's label in the admin's language (the inputs' accessible names). */
  label: string;
  // Injected by Form.Item (a yes/no's value as `checked`):
  id?: string;
  value?: AttributeValue | { min: number | null; max: number | null } | null;
  checked?: boolean;
  onChange?: (value: unknown) => void;
}

/** A product's value of one attribute, by its type: a number, a min–max pair, a text, a list, a switch; its unit after it. */
export function AttributeValueInput({ attribute, label, id, value, checked, onChange }: AttributeValueInputProps) {
  const m = useMessages();
  const unit = attribute.unit ?? undefined;
  switch (attribute.type) {
    case 'number':
      return (
        <InputNumber<number>
          id={id}
          value={typeof value === 'number' ? value : null}
          onChange={(next) => onChange?.(next)}
          suffix={unit}
          style={{ width: 220 }}
        />
      );
    case 'range': {
      const range = (typeof value === 'object' && value !== null ? value : {}) as Partial<Record<keyof AttributeRange, number | null>>;
      const set = (end: keyof AttributeRange, next: number | null) => onChange?.({ min: range.min ?? null, max: range.max ?? null, [end]: next });
      return (
        <Space>
          <InputNumber<number>
            id={id}
            aria-label={m.rangeMin(label)}
            value={range.min ?? null}
            onChange={(next) => set('min', next)}
            style={{ width: 140 }}
          />
          <span aria-hidden>–</span>
          <InputNumber<number>
            aria-label={m.rangeMax(label)}
            value={range.max ?? null}
            onChange={(next) => set('max', next)}
            suffix={unit}
            style={{ width: 160 }}
          />
        </Space>
      );
    }
    case 'text':
      return <Input id={id} value={typeof value === 'string' ? value : ''} onChange={(event) => onChange?.(event.target.value)} autoComplete="off" />;
    case 'option':
      return (
        <Select<string>
          id={id}
          allowClear
          value={typeof value === 'string' ? value : undefined}
          onChange={(next) => onChange?.(next ?? null)}
          options={attribute.options.map((option) => ({ value: option, label: option }))}
          style={{ width: 260 }}
        />
      );
    case 'boolean':
      return <Switch id={id} checked={checked === true} onChange={(next) => onChange?.(next)} checkedChildren={m.yes} unCheckedChildren={m.no} />;
  }
}
