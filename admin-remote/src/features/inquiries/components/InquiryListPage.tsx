import { Link, useNavigate } from 'react-router-dom';
import { Alert, Button, Radio, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { usePageTitle, type Inquiry } from '@mfe/shared-ui';
import { INQUIRIES_TITLE, inquiryDetailPath } from '@mfe/shared-ui/site/admin-navigation';
import type { InquiryStatus } from '@mfe/catalogue-core/messages';
import { ListToolbar } from '../../../crud/components/ListToolbar';
import { pagedTableProps } from '../../../crud/components/pagedTableProps';
import { useInquiryList } from '../hooks/useInquiryList';
import { inquiryMessages, receivedText, STATUS_LABELS, STATUS_OPTIONS } from '../inquiryText';
import { EmailFailedTag, InquiryStatusTag } from './InquiryTags';

const ALL = 'all';

/** /admin/inquiry: the inquiries visitors sent, newest first, server-paged, searchable and filtered by status (in the URL). */
export function InquiryListPage() {
  const navigate = useNavigate();
  const list = useInquiryList();
  usePageTitle(INQUIRIES_TITLE);

  const columns: TableColumnsType<Inquiry> = [
    { key: 'received', title: 'Received', width: 170, render: (_, row) => receivedText(row.created_at) },
    {
      key: 'name',
      title: 'Name',
      ellipsis: true,
      // A link, so the keyboard opens it too; the whole row opens it for the mouse.
      render: (_, row) => (
        <Link to={inquiryDetailPath(row.id)} onClick={(event) => event.stopPropagation()}>
          {row.status === 'new' ? <strong>{row.name}</strong> : row.name}
        </Link>
      ),
    },
    { key: 'company', title: 'Company', ellipsis: true, responsive: ['md'], render: (_, row) => row.company || '—' },
    { key: 'email', title: 'E-mail', ellipsis: true, responsive: ['lg'], render: (_, row) => row.email },
    {
      key: 'series',
      title: 'Series',
      ellipsis: true,
      responsive: ['md'],
      render: (_, row) => row.mt_product_series?.name ?? row.series_name ?? '—',
    },
    { key: 'status', title: 'Status', width: 110, render: (_, row) => <InquiryStatusTag status={row.status} /> },
    { key: 'delivery', title: 'E-mail to sales', width: 130, responsive: ['sm'], render: (_, row) => <EmailFailedTag inquiry={row} /> },
  ];

  const emptyText = list.search
    ? `No inquiry matches "${list.search}"${list.status ? ` among the ${STATUS_LABELS[list.status].toLowerCase()} ones` : ''}`
    : list.status
      ? `No ${STATUS_LABELS[list.status].toLowerCase()} inquiries`
      : 'No inquiry yet';

  return (
    <section aria-label={INQUIRIES_TITLE}>
      <ListToolbar title={INQUIRIES_TITLE} searchBy="name, company, e-mail or message" search={list.search} onSearch={list.setSearch} />
      <Radio.Group
        aria-label="Status"
        optionType="button"
        value={list.status ?? ALL}
        onChange={(event) => list.setStatus(event.target.value === ALL ? null : (event.target.value as InquiryStatus))}
        options={[{ value: ALL, label: 'All' }, ...STATUS_OPTIONS]}
        style={{ marginBottom: 12 }}
      />
      {list.isError && (
        <Alert
          type="error"
          showIcon
          title={inquiryMessages.fetchList}
          action={<Button onClick={list.retry}>Try again</Button>}
          style={{ marginBottom: 12 }}
        />
      )}
      <Table<Inquiry>
        rowKey="id"
        size="middle"
        columns={columns}
        // A new inquiry stands out (its name in bold, a blue 'New'); the whole row opens it.
        onRow={(row) => ({ onClick: () => navigate(inquiryDetailPath(row.id)), style: { cursor: 'pointer' } })}
        {...pagedTableProps(list, emptyText)}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        New inquiries have their name in bold. Open one to answer it, note what was agreed, and set its status.
      </Typography.Paragraph>
    </section>
  );
}
