import type { ReactNode } from 'react';
import { Card, Col, Form, Input, InputNumber, Row, Space, Spin, Typography, type FormRule } from 'antd';
import { useGetSiteSettingsQuery, usePageTitle, useSnackbar } from '@mfe/shared-ui';
import { DASHBOARD_PATH } from '@mfe/shared-ui/site/admin-navigation';
import { FormActions } from '../../../crud/components/FormActions';
import { FormHeading } from '../../../crud/components/FormHeading';
import { RecordLoadFailed } from '../../../crud/components/RecordLoadFailed';
import { TranslatedFormItems } from '../../../crud/components/TranslatedFormItems';
import { useEditController } from '../../../crud/hooks/useEditController';
import { useMessages, type AdminMessages } from '../../../messages/messages';
import {
  changedSettings,
  formValuesToSettings,
  newHistoryEntry,
  newServiceSection,
  SETTINGS_FIELDS,
  settingsToFormValues,
  type HistoryValues,
  type ServiceValues,
  type SettingsValues,
} from '../settingsForm';
import { COPYRIGHT_YEARS, HISTORY_YEARS, isMapEmbedUrl, isPlus62Number, isSalesEmail, isYearWithin, MAP_EMBEDS } from '../settingsRules';
import { EditableList } from './EditableList';
import { SecurityCard } from './SecurityCard';
import { useUpdateSiteSettingsMutation } from '../api/settingsApi';
import { RecordHistory } from '../../history/components/RecordHistory';

/** The embed pages a map URL may be: 'www.openstreetmap.org/export/embed.html or www.google.com/maps/embed'. */
const MAP_PAGES = MAP_EMBEDS.map(({ host, path }) => host + path);

/** A filled value must pass `test` (an empty one is the required rule's). */
function passes<T>(test: (value: T) => boolean, message: string): FormRule {
  return {
    validator: (_rule, value: T | undefined | null | '') =>
      value === undefined || value === null || value === '' || test(value as T) ? Promise.resolve() : Promise.reject(new Error(message)),
  };
}
const required = (label: string, m: AdminMessages): FormRule => ({ required: true, whitespace: true, message: m.fieldRequired(label) });
const yearRules = (label: string, years: { min: number; max: number }, m: AdminMessages): FormRule[] => [
  { required: true, message: m.fieldRequired(label) },
  passes<number>((year) => isYearWithin(years, year), m.yearInvalid(years.min, years.max)),
];

/**
 * /admin/settings (issue 23): every company fact the public site shows, its History events and its
 * Our Services sections, in one form over the one settings record. Checked here as the API checks
 * them; a save sends what changed and stays, with the success toast. Below, the staff's Security
 * card (two-factor login required of the admins).
 */
export function SettingsPage() {
  const [form] = Form.useForm<SettingsValues>();
  const [update] = useUpdateSiteSettingsMutation();
  const snackbar = useSnackbar();
  const m = useMessages();
  const load = useGetSiteSettingsQuery(undefined, { refetchOnMountOrArgChange: true });
  const edit = useEditController({
    form,
    editing: true,
    load,
    toFormValues: settingsToFormValues,
    save: async (values) => {
      const changes = load.data ? changedSettings(load.data, values) : formValuesToSettings(values);
      if (!Object.keys(changes).length) {
        snackbar.warning(m.settingsUnchanged);
        return null;
      }
      await update(changes).unwrap();
      return {};
    },
    savedMessage: m.settingsSaved,
    errorTargets: { fields: SETTINGS_FIELDS },
    listPath: DASHBOARD_PATH,
    draftKey: 'settings',
    afterSave: 'stay',
  });
  usePageTitle(m.settingsTitle);
  const mapUrl = Form.useWatch('map_url', form);

  if (edit.loadFailed) {
    return <RecordLoadFailed title={m.settingsTitle} message={m.settingsLoadFailed} description={m.settingsLoadFailedHelp} onRetry={edit.retry} />;
  }

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card title={<FormHeading>{m.settingsTitle}</FormHeading>}>
        <Typography.Paragraph type="secondary">{m.settingsIntro}</Typography.Paragraph>
        <Spin spinning={edit.loading} description={m.loading}>
          {edit.draftNotice}
          <Form<SettingsValues> {...edit.formProps} disabled={!edit.record || edit.saving} requiredMark scrollToFirstError style={{ maxWidth: 960 }}>
            <SectionHeading>{m.settingsCompany}</SectionHeading>
            <Form.Item name="company_name" label={m.companyName} rules={[required(m.companyName, m)]}>
              <Input autoComplete="organization" />
            </Form.Item>
            <TranslatedFormItems
              names={{ en: 'tagline', id: 'tagline_id' }}
              labels={{ en: m.taglineInEnglish, id: m.taglineInIndonesian }}
              rules={[required(m.taglineInEnglish, m)]}
              control={(lang) => <Input lang={lang} autoComplete="off" />}
            />
            <TranslatedFormItems
              names={{ en: 'about', id: 'about_id' }}
              labels={{ en: m.aboutInEnglish, id: m.aboutInIndonesian }}
              rules={[required(m.aboutInEnglish, m)]}
              control={(lang) => <Input.TextArea lang={lang} autoSize={{ minRows: 3, maxRows: 10 }} />}
            />
            <Form.Item name="copyright_year" label={m.copyrightYear} rules={yearRules(m.copyrightYear, COPYRIGHT_YEARS, m)}>
              <InputNumber style={{ width: 160 }} />
            </Form.Item>

            <SectionHeading>{m.settingsContact}</SectionHeading>
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item
                  name="phone"
                  label={m.phone}
                  extra={m.phoneHelp}
                  rules={[required(m.phone, m), passes(isPlus62Number, m.plus62Invalid(m.phone))]}
                >
                  <Input type="tel" autoComplete="off" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  name="whatsapp"
                  label={m.whatsapp}
                  extra={m.whatsappHelp}
                  rules={[required(m.whatsapp, m), passes(isPlus62Number, m.plus62Invalid(m.whatsapp))]}
                >
                  <Input type="tel" autoComplete="off" />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item
              name="sales_email"
              label={m.salesEmail}
              extra={m.salesEmailHelp}
              rules={[required(m.salesEmail, m), passes(isSalesEmail, m.emailInvalid)]}
            >
              <Input type="email" autoComplete="off" />
            </Form.Item>
            <Form.Item name="address" label={m.address} rules={[required(m.address, m)]}>
              <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} />
            </Form.Item>
            <Form.Item name="city" label={m.city} extra={m.cityHelp} rules={[required(m.city, m)]}>
              <Input autoComplete="off" />
            </Form.Item>
            <Form.Item
              name="map_url"
              label={m.mapUrl}
              extra={
                <>
                  {m.mapUrlHelp(MAP_PAGES)}{' '}
                  {typeof mapUrl === 'string' && isMapEmbedUrl(mapUrl) && (
                    <a href={mapUrl.trim()} target="_blank" rel="noopener noreferrer">
                      {m.openMap}
                    </a>
                  )}
                </>
              }
              rules={[required(m.mapUrl, m), passes(isMapEmbedUrl, m.mapUrlInvalid(MAP_PAGES))]}
            >
              <Input type="url" autoComplete="off" />
            </Form.Item>

            <SectionHeading>{m.settingsHistory}</SectionHeading>
            <Typography.Paragraph type="secondary">{m.settingsHistoryHelp}</Typography.Paragraph>
            <EditableList<HistoryValues>
              name="history"
              label={m.settingsHistory}
              entryName={m.historyEvent}
              addLabel={m.addEvent}
              newEntry={newHistoryEntry}
            >
              {(entry) => (
                <>
                  <Form.Item name={[entry, 'year']} label={m.year} rules={yearRules(m.year, HISTORY_YEARS, m)}>
                    <InputNumber style={{ width: 120 }} />
                  </Form.Item>
                  <TranslatedFormItems
                    names={{ en: [entry, 'title'], id: [entry, 'title_id'] }}
                    labels={{ en: m.titleInEnglish, id: m.titleInIndonesian }}
                    rules={[required(m.titleInEnglish, m)]}
                    control={(lang) => <Input lang={lang} autoComplete="off" />}
                  />
                  <TranslatedFormItems
                    names={{ en: [entry, 'text'], id: [entry, 'text_id'] }}
                    labels={{ en: m.textInEnglish, id: m.textInIndonesian }}
                    rules={[required(m.textInEnglish, m)]}
                    control={(lang) => <Input.TextArea lang={lang} autoSize={{ minRows: 2, maxRows: 6 }} />}
                  />
                </>
              )}
            </EditableList>

            <SectionHeading>{m.settingsServices}</SectionHeading>
            <Typography.Paragraph type="secondary">{m.settingsServicesHelp}</Typography.Paragraph>
            <EditableList<ServiceValues>
              name="services"
              label={m.settingsServices}
              entryName={m.serviceSection}
              addLabel={m.addSection}
              newEntry={newServiceSection}
            >
              {(entry) => (
                <>
                  <TranslatedFormItems
                    names={{ en: [entry, 'heading'], id: [entry, 'heading_id'] }}
                    labels={{ en: m.headingInEnglish, id: m.headingInIndonesian }}
                    rules={[required(m.headingInEnglish, m)]}
                    control={(lang) => <Input lang={lang} autoComplete="off" />}
                  />
                  <TranslatedFormItems
                    names={{ en: [entry, 'text'], id: [entry, 'text_id'] }}
                    labels={{ en: m.textInEnglish, id: m.textInIndonesian }}
                    extra={m.paragraphsHelp}
                    rules={[required(m.textInEnglish, m)]}
                    control={(lang) => <Input.TextArea lang={lang} autoSize={{ minRows: 4, maxRows: 12 }} />}
                  />
                </>
              )}
            </EditableList>

            <FormActions submitLabel={m.saveChanges} saving={edit.saving} uploadPercent={null} onCancel={edit.goBack} />
          </Form>
        </Spin>
        {/* One settings record: every site_settings entry is its history. */}
        <RecordHistory moduleType="site_settings" onReverted={edit.refillOnNextLoad} />
      </Card>
      <SecurityCard />
    </Space>
  );
}

/** A part of the form: Company, Contact, History, Our Services. */
function SectionHeading({ children }: { children: ReactNode }) {
  return (
    <Typography.Title level={2} style={{ fontSize: 16, marginTop: 8 }}>
      {children}
    </Typography.Title>
  );
}
