import { Link } from 'react-router-dom';
import { Table, Typography, type TableColumnsType } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { useLocale, type FileAssetRow } from '@mfe/shared-ui';
import { dateText, sizeText } from '../assetFacts';
import { useMessages } from '../../../messages/messages';

/** The file manager's rows: the whole name (wrapped), size, upload date and how many series and products use each brochure. */
export function FileTable({ files }: { files: FileAssetRow[] }) {
  const m = useMessages();
  const locale = useLocale();
  const columns: TableColumnsType<FileAssetRow> = [
    {
      key: 'name',
      title: m.columnName,
      render: (_, file) => (
        <Link to={`/admin/assets-file-manager/detail/${file.id}`} style={{ overflowWrap: 'anywhere' }}>
          <FilePdfOutlined aria-hidden style={{ color: '#d32f2f', marginRight: 6 }} />
          {file.name}
        </Link>
      ),
    },
    { key: 'size', title: m.factSize, width: 96, render: (_, file) => sizeText(file.size, locale) },
    { key: 'date', title: m.factUploaded, width: 150, render: (_, file) => dateText(file.created_at, locale) },
    {
      key: 'used',
      title: m.factUsedBy,
      render: (_, file) => <UsedBy file={file} />,
    },
  ];
  return <Table<FileAssetRow> rowKey="id" size="small" columns={columns} dataSource={files} pagination={false} />;
}

/** How many series and products link a file (the records themselves: its detail, a page at a time). */
function UsedBy({ file }: { file: FileAssetRow }) {
  const m = useMessages();
  const { mt_product_series: series = 0, mt_product: products = 0 } = file.link_counts;
  if (!series && !products) return <Typography.Text type="secondary">{m.notUsed}</Typography.Text>;
  const parts = [...(series ? [m.seriesCount(series)] : []), ...(products ? [m.productCount(products)] : [])];
  return <Link to={`/admin/assets-file-manager/detail/${file.id}`}>{parts.join(', ')}</Link>;
}
