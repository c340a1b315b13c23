import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Card, Form, Spin } from 'antd';
import { usePageTitle } from '@mfe/shared-ui';
import type { CatalogueArea, CatalogueResource } from '../../resources/types';
import { useAreaRecordQuery, useSaveRecordMutation } from '../api/resourceApi';
import { formValuesToBody, newRecordFormValues, recordToFormValues, type FormValues } from '../formValues';
import { resourceFormTargets } from '../serverErrors';
import { useEditController } from '../hooks/useEditController';
import { FieldControl } from './FieldControl';
import { FormActions } from './FormActions';
import { FormHeading } from './FormHeading';
import { PreviewLink } from './PreviewLink';
import { RecordLoadFailed } from './RecordLoadFailed';

/**
 * The one create/edit screen of the catalogue areas: without :id it creates, with :id it loads the
 * record by the detail call and updates it. Fields, messages and endpoints come from the definition.
 */
export function ResourceFormPage<A extends CatalogueArea>({ resource }: { resource: CatalogueResource<A> }) {
  const { id } = useParams();
  const editing = id !== undefined;
  const [form] = Form.useForm<FormValues>();
  const [saveRecord] = useSaveRecordMutation();
  const [uploadPercent, setUploadPercent] = useState<number | null>(null);
  const edit = useEditController({
    form,
    editing,
    load: useAreaRecordQuery({ area: resource.area, id: id ?? '' }, { skip: !editing, refetchOnMountOrArgChange: true }),
    toFormValues: (record) => recordToFormValues(resource, record),
    save: async (values) => {
      const hasUpload = resource.fields.some((field) => field.kind === 'upload' && values[field.name] instanceof File);
      setUploadPercent(hasUpload ? 0 : null);
      try {
        const body = formValuesToBody(resource, values);
        return await saveRecord({ area: resource.area, id, body, onUploadProgress: hasUpload ? setUploadPercent : undefined }).unwrap();
      } finally {
        setUploadPercent(null);
      }
    },
    savedMessage: editing ? resource.messages.updated : resource.messages.created,
    errorTargets: resourceFormTargets(resource.fields),
    listPath: `/admin/${resource.area}`,
    draftKey: `${resource.area}:${id ?? 'new'}`,
  });
  const heading = `${editing ? 'Edit' : 'Create'} ${resource.title}`;
  usePageTitle(heading);

  // The stored record's public page; drafts show there to staff only.
  const publicPath = editing && edit.record ? resource.publicPath(edit.record) : null;
  const labels = Object.fromEntries(resource.fields.map((field) => [field.name, field.label]));

  if (edit.loadFailed) {
    return <RecordLoadFailed title={heading} message={resource.messages.fetchOne(id ?? '')} area={resource.area} onRetry={edit.retry} />;
  }

  return (
    <Card title={<FormHeading>{heading}</FormHeading>} extra={publicPath && <PreviewLink path={publicPath} />}>
      <Spin spinning={edit.loading} description="Please wait, loading your data...">
        {edit.draftNotice}
        <Form<FormValues>
          {...edit.formProps}
          // A new record starts with its switches' values (Published on); an edit is filled from the record.
          initialValues={editing ? undefined : newRecordFormValues(resource)}
          disabled={edit.saving}
          requiredMark
          scrollToFirstError
          style={{ maxWidth: 720 }}
        >
          {resource.fields.map((field) => (
            <Form.Item
              key={field.name}
              name={field.name}
              label={field.label}
              extra={field.help}
              valuePropName={field.kind === 'switch' ? 'checked' : undefined}
              rules={field.requiredMessage ? [{ required: true, message: field.requiredMessage }] : undefined}
            >
              <FieldControl field={field} parentLabel={field.kind === 'parent' && field.dependsOn ? labels[field.dependsOn.field] : undefined} />
            </Form.Item>
          ))}
          <FormActions submitLabel={editing ? 'Save changes' : 'Create'} saving={edit.saving} uploadPercent={uploadPercent} onCancel={edit.goBack} />
        </Form>
      </Spin>
    </Card>
  );
}
