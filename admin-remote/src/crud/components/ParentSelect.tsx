import { useEffect } from 'react';
import { Form, Select } from 'antd';
import type { AreaRows, CatalogueArea, ParentSelectField } from '../../resources/types';
import { useAreaListQuery } from '../api/resourceApi';
import { useSelectClear } from '../hooks/useSelectClear';
import { useMessages } from '../../messages/messages';

/** The API caps a page at 100; a parent has fewer children than that in any real catalogue. */
const OPTIONS_PAGE_SIZE = 100;
/** One empty list, so that "no options" is the same value from render to render. */
const NO_OPTIONS: AreaRows[CatalogueArea][] = [];

interface ParentSelectProps<R> {
  field: ParentSelectField<R>;
  /** Label of the field this one depends on, for the hint while it is empty. */
  parentLabel?: string;
  id?: string;
  value?: number;
  onChange?: (value: number | undefined) => void;
}

/**
 * One select of the cascade (§4): its options are the source area's records under the parent
 * chosen in the field it depends on. Disabled until that parent is chosen; a value that no longer
 * belongs to the parent's records is cleared, which in turn clears the selects below it.
 */
export function ParentSelect<R>({ field, parentLabel, id, value, onChange }: ParentSelectProps<R>) {
  const m = useMessages();
  const form = Form.useFormInstance();
  const parentValue = Form.useWatch(field.dependsOn?.field ?? '__none__', form) as number | undefined;
  const waitingForParent = field.dependsOn !== undefined && parentValue === undefined;
  const query = field.dependsOn ? { [field.dependsOn.filter]: parentValue } : {};
  // currentData belongs to the current parent only: the previous parent's options never decide.
  const { currentData, isFetching, isError } = useAreaListQuery(
    { area: field.source, purpose: 'options', query: { page: 1, items_per_page: OPTIONS_PAGE_SIZE, ...query } },
    { skip: waitingForParent },
  );
  const options = waitingForParent ? NO_OPTIONS : (currentData?.data ?? NO_OPTIONS);
  const complete = currentData !== undefined && currentData.data.length >= (currentData.total ?? currentData.data.length);

  useEffect(() => {
    if (value === undefined) return;
    // The store is the truth: useWatch catches up a render after setFieldsValue (edit mode fill).
    const parentNow = field.dependsOn ? (form.getFieldValue(field.dependsOn.field) as number | undefined) : undefined;
    const clear = () => form.setFields([{ name: field.name, value: undefined, errors: [] }]);
    if (field.dependsOn && parentNow === undefined) return clear();
    if (field.dependsOn && parentNow !== parentValue) return;
    if (complete && !options.some((option) => option.id === value)) clear();
  }, [value, parentValue, complete, options, field, form]);
  const selectClear = useSelectClear(() => onChange?.(undefined));

  return (
    <Select<number>
      id={id}
      ref={selectClear.ref}
      onInputKeyDown={selectClear.onInputKeyDown}
      value={value}
      onChange={(next) => onChange?.(next)}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      disabled={waitingForParent}
      loading={isFetching}
      placeholder={waitingForParent ? m.chooseParentFirst(parentLabel ?? m.theFieldAbove) : m.selectField(field.label(m))}
      status={isError ? 'error' : undefined}
      options={options.map((option) => ({ value: option.id, label: option.name }))}
      notFoundContent={isFetching ? m.loadingShort : m.noOptions}
    />
  );
}
