import { Fragment, useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { Card, Form, Spin, type FormItemProps } from 'antd';
import { useLocale, usePageTitle } from '@mfe/shared-ui';
import type { AttributeValuesField, CatalogueArea, CatalogueResource, FieldDefinition, TextField, TextLimit } from '../../resources/types';
import { useMessages, type AdminMessages } from '../../messages/messages';
import { useAreaRecordQuery, useSaveRecordMutation } from '../api/resourceApi';
import { formValuesToBody, newRecordFormValues, recordToFormValues, type FormValues } from '../formValues';
import { resourceFormTargets } from '../serverErrors';
import { useEditController } from '../hooks/useEditController';
import { FieldControl } from './FieldControl';
import { FormActions } from './FormActions';
import { FormHeading } from './FormHeading';
import { PreviewLink } from './PreviewLink';
import { RecordLoadFailed } from './RecordLoadFailed';
import { TranslatedFormItems } from './TranslatedFormItems';
import { translateMessage } from '@mfe/catalogue-core/messages-id';

/**
 * What the exposed screen shows under a stored record's form (its Change history: crud imports no
 * feature), told the record's id and how to have the form take the record again after a revert.
 */
export type RecordFooter = (record: { id: string; refillOnNextLoad: () => void }) => ReactNode;

/**
 * The one create/edit screen of the catalogue areas: without :id it creates, with :id it loads the
 * record by the detail call and updates it. Fields, messages and endpoints come from the definition.
 */
/** What shows a product's values of its category's attributes (a feature's: crud imports none), told the stored record. */
export type AttributeValuesSection = (field: AttributeValuesField<unknown>, record: unknown) => ReactNode;

export function ResourceFormPage<A extends CatalogueArea>({
  resource,
  footer,
  attributeValues,
}: {
  resource: CatalogueResource<A>;
  footer?: RecordFooter;
  attributeValues?: AttributeValuesSection;
}) {
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
  const m = useMessages();
  const locale = useLocale();
  const title = m.areaTitle(resource.area);
  const heading = editing ? m.editHeading(title) : m.createHeading(title);
  usePageTitle(heading);

  // The stored record's public page; drafts show there to staff only.
  const publicPath = editing && edit.record ? resource.publicPath(edit.record) : null;
  const labels = Object.fromEntries(resource.fields.map((field) => [field.name, field.label(m)]));
  // A text of spaces only is empty, as the API judges it; a text past its limit is refused as it is typed.
  const lengthRule = (limit: TextLimit | undefined) => (limit ? [{ max: limit.length, message: translateMessage(limit.message, locale) }] : []);
  const rulesOf = (field: FieldDefinition<unknown>) => {
    const text = field.kind === 'text' || field.kind === 'textarea';
    return [
      // (`whitespace` on a select's rule would make antd check its id as a text.)
      ...(field.requiredMessage
        ? [{ required: true, ...(text && { whitespace: true }), message: translateMessage(field.requiredMessage, locale) }]
        : []),
      ...(text ? lengthRule(field.limit) : []),
    ];
  };

  if (edit.loadFailed) {
    return (
      <RecordLoadFailed title={heading} message={m.failedFetchOne(m.areaNoun(resource.area), id ?? '')} area={resource.area} onRetry={edit.retry} />
    );
  }

  return (
    <Card title={<FormHeading>{heading}</FormHeading>} extra={publicPath && <PreviewLink path={publicPath} />}>
      <Spin spinning={edit.loading} description={m.loading}>
        {edit.draftNotice}
        <Form<FormValues>
          {...edit.formProps}
          // A new record starts with its switches' values (Published on); an edit is filled from the record.
          initialValues={editing ? undefined : newRecordFormValues(resource)}
          disabled={edit.saving}
          requiredMark
          scrollToFirstError
          style={{ maxWidth: 960 }}
        >
          {resource.fields.map((field) =>
            field.kind === 'attributes' ? (
              <Fragment key={field.name}>{attributeValues?.(field as AttributeValuesField<unknown>, edit.record)}</Fragment>
            ) : (field.kind === 'text' || field.kind === 'textarea') && field.translation ? (
              <TranslatedField
                key={field.name}
                field={field}
                rules={rulesOf(field as FieldDefinition<unknown>)}
                twinRules={lengthRule(field.translation.limit)}
                m={m}
              />
            ) : (
              <Form.Item
                key={field.name}
                name={field.name}
                label={field.label(m)}
                extra={field.help?.(m)}
                valuePropName={field.kind === 'switch' ? 'checked' : undefined}
                rules={rulesOf(field as FieldDefinition<unknown>)}
              >
                <FieldControl field={field} parentLabel={field.kind === 'parent' && field.dependsOn ? labels[field.dependsOn.field] : undefined} />
              </Form.Item>
            ),
          )}
          <FormActions submitLabel={editing ? m.saveChanges : m.create} saving={edit.saving} uploadPercent={uploadPercent} onCancel={edit.goBack} />
        </Form>
      </Spin>
      {id !== undefined && footer?.({ id, refillOnNextLoad: edit.refillOnNextLoad })}
    </Card>
  );
}

/** A translated text field of an area's definition: its two halves side by side. */
function TranslatedField<R>({
  field,
  rules,
  twinRules,
  m,
}: {
  field: TextField<R>;
  rules: FormItemProps['rules'];
  twinRules: FormItemProps['rules'];
  m: AdminMessages;
}) {
  const translation = field.translation!;
  return (
    <TranslatedFormItems
      names={{ en: field.name, id: translation.name }}
      labels={{ en: translation.labels.en(m), id: translation.labels.id(m) }}
      extra={field.help?.(m)}
      rules={rules}
      twinRules={twinRules}
      control={(lang) => <FieldControl field={field} lang={lang} />}
    />
  );
}
