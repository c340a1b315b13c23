import { Link } from 'react-router-dom';
import { Table, Typography, type TableColumnsType } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import type { FileAssetRow } from '@mfe/shared-ui';
import { dateText, sizeText } from '../assetFacts';

/** The file manager's rows: the whole name (wrapped), size, upload date and how many series and products use each brochure. */
export function FileTable({ files }: { files: FileAssetRow[] }) {
  const columns: TableColumnsType<FileAssetRow> = [
    {
      key: 'name',
      title: 'Name',
      render: (_, file) => (
        <Link to={`/admin/assets-file-manager/detail/${file.id}`} style={{ overflowWrap: 'anywhere' }}>
          <FilePdfOutlined aria-hidden style={{ color: '#d32f2f', marginRight: 6 }} />
          {file.name}
        </Link>
      ),
    },
    { key: 'size', title: 'Size', width: 96, render: (_, file) => sizeText(file.size) },
    { key: 'date', title: 'Uploaded', width: 120, render: (_, file) => dateText(file.created_at) },
    {
      key: 'used',
      title: 'Used by',
      render: (_, file) => <UsedBy file={file} />,
    },
  ];
  return <Table<FileAssetRow> rowKey="id" size="small" columns={columns} dataSource={files} pagination={false} />;
}

/** How many series and products link a file (the records themselves: its detail, a page at a time). */
function UsedBy({ file }: { file: FileAssetRow }) {
  const { mt_product_series: series = 0, mt_product: products = 0 } = file.link_counts;
  if (!series && !products) return <Typography.Text type="secondary">Not used</Typography.Text>;
  const parts = [...(series ? [`${series} series`] : []), ...(products ? [`${products} product${products === 1 ? '' : 's'}`] : [])];
  return <Link to={`/admin/assets-file-manager/detail/${file.id}`}>{parts.join(', ')}</Link>;
}
