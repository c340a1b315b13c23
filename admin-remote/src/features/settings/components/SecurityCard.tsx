import { Alert, Button, Card, Space, Switch, Typography } from 'antd';
import { useLocale, useSnackbar } from '@mfe/shared-ui';
import { MESSAGES } from '@mfe/catalogue-core/messages';
import { translateMessage } from '@mfe/catalogue-core/messages-id';
import { CardHeading } from '../../../crud/components/CardHeading';
import { useGetSecuritySettingsQuery, useUpdateSecuritySettingsMutation } from '../api/securityApi';
import { useMessages } from '../../../messages/messages';

/**
 * /admin/settings' Security card (issue 23): whether every admin account must have two-factor
 * login. Saved as it is switched; the API refuses (409) requiring it of an admin who has it off.
 */
export function SecurityCard() {
  const settings = useGetSecuritySettingsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [update, updating] = useUpdateSecuritySettingsMutation();
  const snackbar = useSnackbar();
  const locale = useLocale();
  const m = useMessages();

  async function change(required: boolean) {
    try {
      const answer = await update({ admin_two_factor_required: required }).unwrap();
      snackbar.success(translateMessage(answer.message ?? '', locale));
    } catch {
      // The base query's snackbar said why (the switch stays as the API has it).
    }
  }

  return (
    <Card title={<CardHeading>{m.securityTitle}</CardHeading>}>
      {settings.isError && !settings.isFetching ? (
        <Alert
          type="error"
          showIcon
          title={translateMessage(MESSAGES.securitySettingsFetchFailed, locale)}
          action={<Button onClick={() => void settings.refetch()}>{m.tryAgain}</Button>}
        />
      ) : (
        <Space align="start">
          <Switch
            id="admin-two-factor-required"
            checked={settings.data?.admin_two_factor_required ?? false}
            loading={settings.isFetching || updating.isLoading}
            disabled={!settings.data}
            onChange={(checked) => void change(checked)}
          />
          <div>
            <label htmlFor="admin-two-factor-required">{m.requireTwoFactor}</label>
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              {m.requireTwoFactorHelp}
            </Typography.Paragraph>
          </div>
        </Space>
      )}
    </Card>
  );
}
