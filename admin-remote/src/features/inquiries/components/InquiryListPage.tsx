import { Link, useNavigate } from 'react-router-dom';
import { Radio, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useLocale, usePageTitle, type Inquiry } from '@mfe/shared-ui';
import { inquiryDetailPath } from '@mfe/shared-ui/site/admin-navigation';
import type { InquiryStatus } from '@mfe/catalogue-core/messages';
import { ListToolbar } from '../../../crud/components/ListToolbar';
import { pagedTableProps } from '../../../crud/components/pagedTableProps';
import { LoadFailedAlert } from '../../../crud/components/LoadFailedAlert';
import { useInquiryList } from '../hooks/useInquiryList';
import { receivedText, statusOptions } from '../inquiryText';
import { EmailFailedTag, InquiryStatusTag } from './InquiryTags';
import { useMessages } from '../../../messages/messages';

const ALL = 'all';

/** /admin/inquiry: the inquiries visitors sent, newest first, server-paged, searchable and filtered by status (in the URL). */
export function InquiryListPage() {
  const navigate = useNavigate();
  const list = useInquiryList();
  const m = useMessages();
  const locale = useLocale();
  usePageTitle(m.inquiriesTitle);

  const columns: TableColumnsType<Inquiry> = [
    { key: 'received', title: m.received, width: 190, render: (_, row) => receivedText(row.created_at, locale) },
    {
      key: 'name',
      title: m.columnName,
      ellipsis: true,
      // A link, so the keyboard opens it too; the whole row opens it for the mouse.
      render: (_, row) => (
        <Link to={inquiryDetailPath(row.id)} onClick={(event) => event.stopPropagation()}>
          {row.status === 'new' ? <strong>{row.name}</strong> : row.name}
        </Link>
      ),
    },
    { key: 'company', title: m.company, ellipsis: true, responsive: ['md'], render: (_, row) => row.company || '—' },
    { key: 'email', title: m.email, ellipsis: true, responsive: ['lg'], render: (_, row) => row.email },
    {
      key: 'series',
      title: m.fieldSeries,
      ellipsis: true,
      responsive: ['md'],
      render: (_, row) => row.mt_product_series?.name ?? row.series_name ?? '—',
    },
    {
      key: 'models',
      title: m.fieldModels,
      ellipsis: true,
      responsive: ['lg'],
      render: (_, row) => row.mt_products.map((model) => model.name).join(', ') || '—',
    },
    { key: 'status', title: m.status, width: 110, render: (_, row) => <InquiryStatusTag status={row.status} /> },
    { key: 'delivery', title: m.emailToSales, width: 130, responsive: ['sm'], render: (_, row) => <EmailFailedTag inquiry={row} /> },
  ];

  return (
    <section aria-label={m.inquiriesTitle}>
      <ListToolbar
        title={m.inquiriesTitle}
        searchBy={m.inquirySearchBy}
        search={list.search}
        onSearch={list.setSearch}
        exportFrom={{ path: '/api/inquiry', query: { search: list.search, status: list.status }, fileStem: 'inquiry' }}
      />
      <Radio.Group
        aria-label={m.status}
        optionType="button"
        value={list.status ?? ALL}
        onChange={(event) => list.setStatus(event.target.value === ALL ? null : (event.target.value as InquiryStatus))}
        options={[{ value: ALL, label: m.filterAll }, ...statusOptions(m)]}
        style={{ marginBottom: 12 }}
      />
      {list.isError && <LoadFailedAlert title={m.failedFetchList('inquiry')} onRetry={list.retry} />}
      <Table<Inquiry>
        rowKey="id"
        size="middle"
        columns={columns}
        // A new inquiry stands out (its name in bold, a blue 'New'); the whole row opens it.
        onRow={(row) => ({ onClick: () => navigate(inquiryDetailPath(row.id)), style: { cursor: 'pointer' } })}
        {...pagedTableProps(list, m.emptyInquiries(list.search, list.status ?? null), m)}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        {m.inquiryListHint}
      </Typography.Paragraph>
    </section>
  );
}
