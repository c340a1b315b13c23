import { useState } from 'react';
import { Button, Dropdown } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { getRuntimeConfig, useAppDispatch, useLocale } from '@mfe/shared-ui';
import { exportFileName, fetchListExport, saveFile, type ExportFormat, type ListExport } from '../api/listExport';
import { sizeText } from '../fields/fileSize';
import { useMessages } from '../../messages/messages';

/**
 * Export ▾ (CSV / Excel) above every admin list (issue 24): the whole list with its current search
 * and filters, not the page. While it downloads the button says so with the bytes received; a
 * failure shows the snackbar of every call. Demo mode writes CSV only: Excel is offered disabled.
 */
export function ExportMenu({ list, title }: { list: ListExport; title: string }) {
  const m = useMessages();
  const locale = useLocale();
  const dispatch = useAppDispatch();
  const demo = getRuntimeConfig().demo;
  const [received, setReceived] = useState<number | null>(null);

  async function download(format: ExportFormat) {
    setReceived(0);
    try {
      const file = await dispatch(fetchListExport(list, format, m.exportFailed(title), setReceived));
      if (file) saveFile(file, exportFileName(list.fileStem, format));
    } finally {
      setReceived(null);
    }
  }

  const busy = received !== null;
  return (
    <Dropdown
      trigger={['click']}
      disabled={busy}
      menu={{
        items: [
          { key: 'csv', label: m.exportCsv },
          { key: 'xlsx', label: demo ? m.exportExcelDemo : m.exportExcel, disabled: demo },
        ],
        onClick: ({ key }) => void download(key as ExportFormat),
      }}
    >
      <Button icon={<DownloadOutlined aria-hidden />} loading={busy} aria-label={m.exportList(title)}>
        {busy ? m.exporting(received ? sizeText(received, locale) : '') : m.export}
      </Button>
    </Dropdown>
  );
}
