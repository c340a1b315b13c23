import { Link, useParams } from 'react-router-dom';
import { Alert, Button, Card, Descriptions, Form, Input, Select, Space, Spin } from 'antd';
import { DeleteOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { comparePath } from '@mfe/catalogue-core/paths';
import { LOCALE_NAMES, seriesPath, urlInLocale, useLocale, usePageTitle, type Inquiry } from '@mfe/shared-ui';
import { INQUIRIES_PATH } from '@mfe/shared-ui/site/admin-navigation';
import { INQUIRY_MESSAGE_MAX, type InquiryStatus } from '@mfe/catalogue-core/messages';
import { FormActions } from '../../../crud/components/FormActions';
import { FormHeading } from '../../../crud/components/FormHeading';
import { RecordLoadFailed } from '../../../crud/components/RecordLoadFailed';
import { useDeleteFromDetail } from '../../../crud/hooks/useDeleteFromDetail';
import { useEditController } from '../../../crud/hooks/useEditController';
import { recordPath } from '../../../crud/recordLinks';
import { useDeleteInquiryMutation, useGetInquiryQuery, useUpdateInquiryMutation } from '../api/inquiryApi';
import { inquiryMessages, receivedText, statusOptions } from '../inquiryText';
import { mailtoHref } from '../mailtoHref';
import { InquiryStatusTag } from './InquiryTags';
import { RecordHistory } from '../../history/components/RecordHistory';
import { useMessages } from '../../../messages/messages';

interface StaffValues {
  status: InquiryStatus;
  notes: string;
}

/**
 * /admin/inquiry/detail/{id}: what the visitor sent (read only), how to answer them, whether the
 * e-mail to sales went out, and what staff set: the status and notes, saved with one Save.
 */
export function InquiryDetailPage() {
  const { id = '' } = useParams();
  const [form] = Form.useForm<StaffValues>();
  const [update] = useUpdateInquiryMutation();
  const [remove, removing] = useDeleteInquiryMutation();
  const m = useMessages();
  const edit = useEditController({
    form,
    editing: true,
    load: useGetInquiryQuery(id, { refetchOnMountOrArgChange: true }),
    toFormValues: (inquiry) => ({ status: inquiry.status, notes: inquiry.notes ?? '' }),
    save: (values) => update({ id, status: values.status, notes: values.notes?.trim() || null }).unwrap(),
    savedMessage: inquiryMessages.updated,
    errorTargets: { fields: ['status', 'notes'] },
    listPath: INQUIRIES_PATH,
    draftKey: `inquiry:${id}`,
  });
  usePageTitle(m.inquiryDetailTitle);

  const deleteFromDetail = useDeleteFromDetail(edit);
  const confirmDelete = (inquiry: Inquiry) =>
    deleteFromDetail({
      question: m.deleteInquiry(inquiry.name),
      description: m.cannotBeUndone,
      remove: () => remove(inquiry.id).unwrap(),
      deletedText: inquiryMessages.deleted,
    });

  if (edit.loadFailed) {
    return <RecordLoadFailed title={m.inquiryDetailTitle} message={m.failedFetchOne(m.inquiryNoun, id)} area="inquiry" onRetry={edit.retry} />;
  }

  const inquiry = edit.record;
  return (
    <Card
      title={<FormHeading>{m.inquiryDetailTitle}</FormHeading>}
      extra={
        inquiry && (
          <Button danger icon={<DeleteOutlined aria-hidden />} loading={removing.isLoading} onClick={() => void confirmDelete(inquiry)}>
            {m.delete}
          </Button>
        )
      }
    >
      <Spin spinning={!inquiry} description={m.loading}>
        {inquiry && <InquiryFacts inquiry={inquiry} />}
        {edit.draftNotice}
        <Form<StaffValues> {...edit.formProps} disabled={!inquiry || edit.saving} style={{ maxWidth: 720, marginTop: 24 }}>
          <Form.Item name="status" label={m.status} rules={[{ required: true, message: m.statusRequired }]}>
            <Select options={statusOptions(m)} style={{ maxWidth: 240 }} />
          </Form.Item>
          <Form.Item name="notes" label={m.notes} extra={m.notesHelp}>
            <Input.TextArea rows={5} maxLength={INQUIRY_MESSAGE_MAX} showCount />
          </Form.Item>
          <FormActions submitLabel={m.saveChanges} saving={edit.saving} uploadPercent={null} onCancel={edit.goBack} />
        </Form>
      </Spin>
      <RecordHistory moduleType="inquiry" moduleId={Number(id)} onReverted={edit.refillOnNextLoad} />
    </Card>
  );
}

/** What the visitor sent, with the ways to answer them and the state of the e-mail to sales. */
function InquiryFacts({ inquiry }: { inquiry: Inquiry }) {
  const m = useMessages();
  const locale = useLocale();
  const series = inquiry.mt_product_series;
  const subject = `Re: your inquiry${series ? ` about ${series.name}` : ''}`;
  return (
    <>
      {inquiry.email_status === 'failed' && (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} title={m.notEmailed} description={inquiry.email_error || m.mailServerRefused} />
      )}
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[
          { key: 'status', label: m.status, children: <InquiryStatusTag status={inquiry.status} /> },
          { key: 'received', label: m.received, children: receivedText(inquiry.created_at, locale) },
          { key: 'name', label: m.columnName, children: inquiry.name },
          { key: 'company', label: m.company, children: inquiry.company || '—' },
          {
            key: 'email',
            label: m.email,
            children: (
              <Space wrap>
                {inquiry.email}
                <a href={mailtoHref(inquiry.email, subject)}>
                  <MailOutlined aria-hidden /> {m.replyByEmail}
                </a>
              </Space>
            ),
          },
          {
            key: 'phone',
            label: m.phone,
            children: inquiry.phone ? (
              <a href={`tel:${inquiry.phone.replace(/[^\d+]/g, '')}`}>
                <PhoneOutlined aria-hidden /> {inquiry.phone}
              </a>
            ) : (
              '—'
            ),
          },
          { key: 'series', label: m.fieldSeries, children: <SeriesLinks inquiry={inquiry} /> },
          { key: 'models', label: m.fieldModels, children: <ModelNames inquiry={inquiry} /> },
          {
            key: 'message',
            label: m.message,
            // In the visitor's language (issue 22), whatever the admin's.
            children: (
              <div lang={inquiry.locale} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {inquiry.message}
              </div>
            ),
          },
          { key: 'language', label: m.visitorLanguage, children: LOCALE_NAMES[inquiry.locale] },
          { key: 'delivery', label: m.emailToSales, children: m.inquiryEmailStatus(inquiry.email_status) },
          { key: 'updated', label: m.lastChanged, children: receivedText(inquiry.updated_at, locale) },
        ]}
      />
    </>
  );
}

/** The series asked about: its public page (new tab) and its admin detail; only its name once it is deleted. */
function SeriesLinks({ inquiry }: { inquiry: Inquiry }) {
  const m = useMessages();
  const locale = useLocale();
  const series = inquiry.mt_product_series;
  if (!series) return <>{inquiry.series_name ? m.seriesSinceDeleted(inquiry.series_name) : '—'}</>;
  return (
    <Space wrap>
      <a href={urlInLocale(seriesPath(series.id), locale)} target="_blank" rel="noopener noreferrer">
        {m.seriesPublicPage(series.name)}
      </a>
      <Link to={recordPath('mt_product_series', series.id)}>{m.editTheSeries}</Link>
    </Space>
  );
}

/**
 * The models a quote from the compare view names (issue 24), by the names they had when it was
 * sent, and the public compare view of them (it says which are no longer there).
 */
function ModelNames({ inquiry }: { inquiry: Inquiry }) {
  const m = useMessages();
  const locale = useLocale();
  const models = inquiry.mt_products;
  if (!models.length) return <>—</>;
  return (
    <Space orientation="vertical" size={4}>
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        {models.map((model) => (
          <li key={model.id}>{model.name}</li>
        ))}
      </ul>
      <a href={urlInLocale(comparePath(models.map((model) => model.id)), locale)} target="_blank" rel="noopener noreferrer">
        {m.modelsCompared}
      </a>
    </Space>
  );
}
