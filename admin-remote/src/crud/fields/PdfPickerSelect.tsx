import { useEffect, useState } from 'react';
import { Select } from 'antd';
import { useListRecordsQuery } from '../api/resourceApi';
import { useSelectClear } from '../hooks/useSelectClear';

interface ChosenFile {
  id: number;
  name: string;
}

interface PdfPickerSelectProps {
  id?: string;
  value?: ChosenFile | null;
  onChange?: (file: ChosenFile | null) => void;
}

const SEARCH_DELAY_MS = 300;

/** pdf_id: a searchable select over the file assets (the series' brochure, a product's PDF). */
export function PdfPickerSelect({ id, value, onChange }: PdfPickerSelectProps) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const { data, isFetching } = useListRecordsQuery({
    area: 'assets-file-manager',
    purpose: 'options',
    query: { page: 1, items_per_page: 100, ...(search ? { search } : {}) },
  });
  const selectClear = useSelectClear(() => onChange?.(null));
  const files = data?.data ?? [];
  // The chosen file stays an option even when the search or the first page leaves it out.
  const options = [
    ...(value && !files.some((file) => file.id === value.id) ? [{ value: value.id, label: value.name }] : []),
    ...files.map((file) => ({ value: file.id, label: file.name })),
  ];
  return (
    <Select<{ value: number; label: string }>
      id={id}
      ref={selectClear.ref}
      onInputKeyDown={selectClear.onInputKeyDown}
      labelInValue
      allowClear
      showSearch={{ filterOption: false, onSearch: setTyped }}
      placeholder="No brochure (PDF Not Available)"
      loading={isFetching}
      value={value ? { value: value.id, label: value.name } : undefined}
      onChange={(next) => onChange?.(next ? { id: next.value, name: String(next.label) } : null)}
      options={options}
      notFoundContent={isFetching ? 'Loading…' : 'No PDF files found'}
    />
  );
}
