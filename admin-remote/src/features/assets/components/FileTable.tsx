import { Link } from 'react-router-dom';
import { Table, Typography, type TableColumnsType } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import type { FileAssetDetail } from '@mfe/shared-ui';
import { dateText, sizeText } from '../assetFacts';
import { recordPath } from '../../../crud/recordLinks';

/** The file manager's rows: the whole name (wrapped), size, upload date and where each brochure is used. */
export function FileTable({ files }: { files: FileAssetDetail[] }) {
  const columns: TableColumnsType<FileAssetDetail> = [
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
  return <Table<FileAssetDetail> rowKey="id" size="small" columns={columns} dataSource={files} pagination={false} />;
}

/** The series linking a file by name (the brochure's place on the site), and how many products. */
function UsedBy({ file }: { file: FileAssetDetail }) {
  const series = file.mt_product_series ?? [];
  const products = file.mt_product?.length ?? 0;
  if (!series.length && !products) return <Typography.Text type="secondary">Not used</Typography.Text>;
  return (
    <span style={{ overflowWrap: 'anywhere' }}>
      {series.map((s, i) => (
        <span key={s.id}>
          {i > 0 && ', '}
          <Link to={recordPath('mt_product_series', s.id)}>{s.name}</Link>
        </span>
      ))}
      {products > 0 && `${series.length ? '; ' : ''}${products} product${products === 1 ? '' : 's'}`}
    </span>
  );
}
