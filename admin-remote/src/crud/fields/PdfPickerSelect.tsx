import { useState } from 'react';
import { Button, Select, Space } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { assetResource } from '../../resources';
import { useListRecordsQuery } from '../api/resourceApi';
import { useSelectClear } from '../hooks/useSelectClear';
import { AssetUploadDialog } from './AssetUploadDialog';
import { useTypedSearch } from './useTypedSearch';
import { useMessages } from '../../messages/messages';

interface ChosenFile {
  id: number;
  name: string;
}

interface PdfPickerSelectProps {
  id?: string;
  value?: ChosenFile | null;
  onChange?: (file: ChosenFile | null) => void;
}

/**
 * pdf_id: a select over the file assets (the series' brochure, a product's PDF), searched by name on
 * the server, and 'Upload new' to add a PDF without leaving the form (the new one is chosen).
 */
export function PdfPickerSelect({ id, value, onChange }: PdfPickerSelectProps) {
  const m = useMessages();
  const { setTyped, search } = useTypedSearch();
  const [uploading, setUploading] = useState(false);
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
    <Space.Compact style={{ width: '100%' }}>
      <Select<{ value: number; label: string }>
        id={id}
        ref={selectClear.ref}
        onInputKeyDown={selectClear.onInputKeyDown}
        labelInValue
        allowClear
        showSearch={{ filterOption: false, onSearch: setTyped }}
        placeholder={m.noBrochure}
        loading={isFetching}
        value={value ? { value: value.id, label: value.name } : undefined}
        onChange={(next) => onChange?.(next ? { id: next.value, name: String(next.label) } : null)}
        options={options}
        notFoundContent={isFetching ? m.loadingShort : m.noPdfFiles}
        style={{ flex: 1, minWidth: 0 }}
      />
      <Button icon={<UploadOutlined aria-hidden />} onClick={() => setUploading(true)}>
        {m.uploadNewPdf}
      </Button>
      <AssetUploadDialog
        resource={assetResource('assets-file-manager')}
        open={uploading}
        onClose={() => setUploading(false)}
        onCreated={(file) => {
          onChange?.({ id: file.id, name: file.name });
          setUploading(false);
        }}
      />
    </Space.Compact>
  );
}
