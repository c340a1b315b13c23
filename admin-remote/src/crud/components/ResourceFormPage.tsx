import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Card, Form, Spin, Typography } from 'antd';
import { usePageTitle } from '@mfe/shared-ui';
import type { CatalogueArea, CatalogueResource } from '../../resources/types';
import { useAreaRecordQuery, useSaveRecordMutation } from '../api/resourceApi';
import { formValuesToBody, recordToFormValues, type FormValues } from '../formValues';
import { resourceFormTargets, showServerFieldErrors } from '../serverErrors';
import { useGoBack, useReturnWithToast } from '../hooks/useGoBack';
import { useUnsavedChanges } from '../hooks/useUnsavedChanges';
import { FieldControl } from './FieldControl';
import { FormActions } from './FormActions';
import { RecordLoadFailed } from './RecordLoadFailed';

/**
 * The one create/edit screen of the catalogue areas: without :id it creates, with :id it loads the
 * record by the detail call and updates it. Fields, messages and endpoints come from the definition.
 */
export function ResourceFormPage<A extends CatalogueArea>({ resource }: { resource: CatalogueResource<A> }) {
  const { id } = useParams();
  const editing = id !== undefined;
  const [form] = Form.useForm<FormValues>();
  const listPath = `/admin/${resource.area}`;
  const returnWithToast = useReturnWithToast(listPath);
  const goBack = useGoBack(listPath);
  const detail = useAreaRecordQuery({ area: resource.area, id: id ?? '' }, { skip: !editing, refetchOnMountOrArgChange: true });
  const [save, saving] = useSaveRecordMutation();
  const [uploadPercent, setUploadPercent] = useState<number | null>(null);
  const filledFrom = useRef<number | null>(null);
  const unsaved = useUnsavedChanges(form, { draftKey: `${resource.area}:${id ?? 'new'}`, filledLater: editing });
  const { filled } = unsaved;
  usePageTitle(`${editing ? 'Edit' : 'Create'} ${resource.title}`);

  // Fill the form once per loaded record; a background refetch must not overwrite what is typed.
  useEffect(() => {
    if (!detail.data || filledFrom.current === detail.data.id) return;
    filledFrom.current = detail.data.id;
    form.setFieldsValue(recordToFormValues(resource, detail.data));
    filled();
  }, [detail.data, form, resource, filled]);

  const labels = Object.fromEntries(resource.fields.map((field) => [field.name, field.label]));

  async function submit(values: FormValues) {
    const hasUpload = resource.fields.some((field) => field.kind === 'upload' && values[field.name] instanceof File);
    setUploadPercent(hasUpload ? 0 : null);
    try {
      const result = await save({
        area: resource.area,
        id,
        body: formValuesToBody(resource, values),
        onUploadProgress: hasUpload ? setUploadPercent : undefined,
      }).unwrap();
      unsaved.saved();
      returnWithToast(result.message, editing ? resource.messages.updated : resource.messages.created);
    } catch (error) {
      showServerFieldErrors(form, error, resourceFormTargets(resource.fields));
    } finally {
      setUploadPercent(null);
    }
  }

  const heading = `${editing ? 'Edit' : 'Create'} ${resource.title}`;

  if (editing && detail.isError) {
    return <RecordLoadFailed title={heading} message={resource.messages.fetchOne(id)} area={resource.area} onRetry={() => detail.refetch()} />;
  }

  return (
    <Card
      title={
        <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
          {heading}
        </Typography.Title>
      }
    >
      <Spin spinning={editing && detail.isLoading} description="Please wait, loading your data...">
        {unsaved.draftNotice}
        <Form<FormValues>
          form={form}
          layout="vertical"
          onFinish={submit}
          onValuesChange={unsaved.onValuesChange}
          disabled={saving.isLoading}
          requiredMark
          scrollToFirstError
          style={{ maxWidth: 720 }}
        >
          {resource.fields.map((field) => (
            <Form.Item
              key={field.name}
              name={field.name}
              label={field.label}
              extra={field.kind === 'upload' ? field.help : undefined}
              rules={field.requiredMessage ? [{ required: true, message: field.requiredMessage }] : undefined}
            >
              <FieldControl field={field} parentLabel={field.kind === 'parent' && field.dependsOn ? labels[field.dependsOn.field] : undefined} />
            </Form.Item>
          ))}
          <FormActions submitLabel={editing ? 'Save changes' : 'Create'} saving={saving.isLoading} uploadPercent={uploadPercent} onCancel={goBack} />
        </Form>
      </Spin>
    </Card>
  );
}
