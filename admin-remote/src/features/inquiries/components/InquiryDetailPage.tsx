import { Link, useParams } from 'react-router-dom';
import { Alert, Button, Card, Descriptions, Form, Input, Select, Space, Spin } from 'antd';
import { DeleteOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { seriesPath, usePageTitle, useMessageDialog, useSnackbar, type Inquiry } from '@mfe/shared-ui';
import { INQUIRIES_PATH, INQUIRY_DETAIL_TITLE } from '@mfe/shared-ui/site/admin-navigation';
import { INQUIRY_MESSAGE_MAX, type InquiryStatus } from '@mfe/catalogue-core/messages';
import { FormActions } from '../../../crud/components/FormActions';
import { FormHeading } from '../../../crud/components/FormHeading';
import { RecordLoadFailed } from '../../../crud/components/RecordLoadFailed';
import { LOADING_TEXT } from '../../../crud/components/pagedTableProps';
import { useEditController } from '../../../crud/hooks/useEditController';
import { recordPath } from '../../../crud/recordLinks';
import { useDeleteInquiryMutation, useGetInquiryQuery, useUpdateInquiryMutation } from '../api/inquiryApi';
import { EMAIL_STATUS_TEXT, inquiryMessages, receivedText, STATUS_OPTIONS } from '../inquiryText';
import { mailtoHref } from '../mailtoHref';
import { InquiryStatusTag } from './InquiryTags';

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
  const dialog = useMessageDialog();
  const snackbar = useSnackbar();
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
  usePageTitle(INQUIRY_DETAIL_TITLE);

  async function confirmDelete(inquiry: Inquiry) {
    const confirmed = await dialog.confirm({
      message: `Delete inquiry "${inquiry.name}"?`,
      description: 'This cannot be undone.',
      icon: 'warning',
      confirmText: 'Delete',
    });
    if (!confirmed) return;
    try {
      const result = await remove(inquiry.id).unwrap();
      edit.forgetChanges();
      snackbar.success(result.message || inquiryMessages.deleted);
      edit.goBack();
    } catch {
      // The base query's snackbar said why ('Failed to delete inquiry: …').
    }
  }

  if (edit.loadFailed) {
    return <RecordLoadFailed title={INQUIRY_DETAIL_TITLE} message={inquiryMessages.fetchOne(id)} area="inquiry" onRetry={edit.retry} />;
  }

  const inquiry = edit.record;
  return (
    <Card
      title={<FormHeading>{INQUIRY_DETAIL_TITLE}</FormHeading>}
      extra={
        inquiry && (
          <Button danger icon={<DeleteOutlined aria-hidden />} loading={removing.isLoading} onClick={() => void confirmDelete(inquiry)}>
            Delete
          </Button>
        )
      }
    >
      <Spin spinning={!inquiry} description={LOADING_TEXT}>
        {inquiry && <InquiryFacts inquiry={inquiry} />}
        {edit.draftNotice}
        <Form<StaffValues> {...edit.formProps} disabled={!inquiry || edit.saving} style={{ maxWidth: 720, marginTop: 24 }}>
          <Form.Item name="status" label="Status" rules={[{ required: true, message: 'Status is required' }]}>
            <Select options={STATUS_OPTIONS} style={{ maxWidth: 240 }} />
          </Form.Item>
          <Form.Item name="notes" label="Notes" extra="For staff only: what was offered, who answered, when to follow up.">
            <Input.TextArea rows={5} maxLength={INQUIRY_MESSAGE_MAX} showCount />
          </Form.Item>
          <FormActions submitLabel="Save changes" saving={edit.saving} uploadPercent={null} onCancel={edit.goBack} />
        </Form>
      </Spin>
    </Card>
  );
}

/** What the visitor sent, with the ways to answer them and the state of the e-mail to sales. */
function InquiryFacts({ inquiry }: { inquiry: Inquiry }) {
  const series = inquiry.mt_product_series;
  const subject = `Re: your inquiry${series ? ` about ${series.name}` : ''}`;
  return (
    <>
      {inquiry.email_status === 'failed' && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title="This inquiry was not e-mailed to sales"
          description={inquiry.email_error || 'The mail server refused it.'}
        />
      )}
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[
          { key: 'status', label: 'Status', children: <InquiryStatusTag status={inquiry.status} /> },
          { key: 'received', label: 'Received', children: receivedText(inquiry.created_at) },
          { key: 'name', label: 'Name', children: inquiry.name },
          { key: 'company', label: 'Company', children: inquiry.company || '—' },
          {
            key: 'email',
            label: 'E-mail',
            children: (
              <Space wrap>
                {inquiry.email}
                <a href={mailtoHref(inquiry.email, subject)}>
                  <MailOutlined aria-hidden /> Reply by e-mail
                </a>
              </Space>
            ),
          },
          {
            key: 'phone',
            label: 'Phone',
            children: inquiry.phone ? (
              <a href={`tel:${inquiry.phone.replace(/[^\d+]/g, '')}`}>
                <PhoneOutlined aria-hidden /> {inquiry.phone}
              </a>
            ) : (
              '—'
            ),
          },
          { key: 'series', label: 'Series', children: <SeriesLinks inquiry={inquiry} /> },
          { key: 'message', label: 'Message', children: <div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{inquiry.message}</div> },
          { key: 'delivery', label: 'E-mail to sales', children: EMAIL_STATUS_TEXT[inquiry.email_status] },
          { key: 'updated', label: 'Last changed', children: receivedText(inquiry.updated_at) },
        ]}
      />
    </>
  );
}

/** The series asked about: its public page (new tab) and its admin detail; only its name once it is deleted. */
function SeriesLinks({ inquiry }: { inquiry: Inquiry }) {
  const series = inquiry.mt_product_series;
  if (!series) return <>{inquiry.series_name ? `${inquiry.series_name} (since deleted)` : '—'}</>;
  return (
    <Space wrap>
      <a href={seriesPath(series.id)} target="_blank" rel="noopener noreferrer">
        {series.name} (public page, opens in a new tab)
      </a>
      <Link to={recordPath('mt_product_series', series.id)}>Edit the series</Link>
    </Space>
  );
}
