import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Card, Form, Input, Space, Spin, Tag, Typography } from 'antd';
import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { twoFactorSetupRequired, useAppDispatch, useLocale, useSnackbar } from '@mfe/shared-ui';
import { translateMessage } from '@mfe/catalogue-core/messages-id';
import { showServerFieldErrors } from '../../../crud/serverErrors';
import { CardHeading } from '../../../crud/components/CardHeading';
import {
  useDisableTwoFactorMutation,
  useEnableTwoFactorMutation,
  useOwnAccountQuery,
  useStartTwoFactorMutation,
  type OwnAccount,
  type TwoFactorSetup,
} from '../api/accountApi';
import { groupedInFours, recoveryCodesFile } from '../twoFactorTexts';
import { useMessages } from '../../../messages/messages';

/** Where the card is in its steps: at rest, asking the password (to turn on or off), showing the key, showing the recovery codes. */
type Step =
  { name: 'rest' } | { name: 'password'; turning: 'on' | 'off' } | { name: 'key'; setup: TwoFactorSetup } | { name: 'codes'; codes: string[] };

interface TwoFactorCardProps {
  /** The API held this admin until two-factor login is on: the card says so, stands out and is scrolled to. */
  required?: boolean;
}

/**
 * My account's two-factor login (issue 23): off → the password, then the key for the authenticator
 * app (no QR library in the admin: the key grouped in fours and the otpauth link), then a code of
 * the app; the recovery codes once, to copy or download. On → off with the password.
 */
export function TwoFactorCard({ required = false }: TwoFactorCardProps) {
  const account = useOwnAccountQuery(undefined, { refetchOnMountOrArgChange: true });
  const [step, setStep] = useState<Step>({ name: 'rest' });
  const dispatch = useAppDispatch();
  const m = useMessages();
  const enabled = account.data?.totp_enabled ?? false;
  const standsOut = required && !enabled;
  const card = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (standsOut) card.current?.scrollIntoView?.({ block: 'start' });
  }, [standsOut]);
  // On (here or in another tab): nothing holds this admin any more.
  useEffect(() => {
    if (enabled) dispatch(twoFactorSetupRequired(false));
  }, [enabled, dispatch]);

  return (
    <Card
      ref={card}
      id="two-factor"
      style={standsOut ? { borderColor: '#faad14', boxShadow: '0 0 0 2px rgba(250, 173, 20, 0.35)' } : undefined}
      title={
        <Space>
          <CardHeading>{m.twoFactorTitle}</CardHeading>
          {account.data && <Tag color={enabled ? 'green' : 'default'}>{enabled ? m.twoFactorIsOn : m.twoFactorIsOff}</Tag>}
        </Space>
      }
    >
      {standsOut && <Alert type="warning" showIcon title={m.twoFactorRequiredHere} style={{ marginBottom: 16 }} />}
      {!account.data ? (
        <Spin />
      ) : step.name === 'codes' ? (
        <RecoveryCodes codes={step.codes} account={account.data} onDone={() => setStep({ name: 'rest' })} />
      ) : step.name === 'key' ? (
        <KeyAndCode setup={step.setup} onEnabled={(codes) => setStep({ name: 'codes', codes })} onCancel={() => setStep({ name: 'rest' })} />
      ) : step.name === 'password' ? (
        <PasswordStep
          turning={step.turning}
          onStarted={(setup) => setStep({ name: 'key', setup })}
          onDisabled={() => setStep({ name: 'rest' })}
          onCancel={() => setStep({ name: 'rest' })}
        />
      ) : (
        <>
          <Typography.Paragraph type="secondary">{enabled ? m.twoFactorOnHelp : m.twoFactorOffHelp}</Typography.Paragraph>
          <Button
            type={enabled ? 'default' : 'primary'}
            danger={enabled}
            onClick={() => setStep({ name: 'password', turning: enabled ? 'off' : 'on' })}
          >
            {enabled ? m.turnOff : m.turnOn}
          </Button>
        </>
      )}
    </Card>
  );
}

interface PasswordStepProps {
  turning: 'on' | 'off';
  onStarted: (setup: TwoFactorSetup) => void;
  onDisabled: () => void;
  onCancel: () => void;
}

/** The current password, to start the setup or to turn it off; a wrong one is the API's 422 on its field. */
function PasswordStep({ turning, onStarted, onDisabled, onCancel }: PasswordStepProps) {
  const [form] = Form.useForm<{ current_password: string }>();
  const [start, starting] = useStartTwoFactorMutation();
  const [disable, disabling] = useDisableTwoFactorMutation();
  const snackbar = useSnackbar();
  const locale = useLocale();
  const m = useMessages();
  const busy = starting.isLoading || disabling.isLoading;

  async function submit({ current_password }: { current_password: string }) {
    try {
      if (turning === 'on') {
        onStarted((await start({ current_password }).unwrap()).data);
      } else {
        const answer = await disable({ current_password }).unwrap();
        snackbar.success(translateMessage(answer.message ?? '', locale));
        onDisabled();
      }
    } catch (error) {
      showServerFieldErrors(form, error, { fields: ['current_password'] }, locale);
    }
  }

  return (
    // Named: its field ids must not clash with the password change's current_password on the same page.
    <Form form={form} name="two-factor-password" layout="vertical" onFinish={submit} disabled={busy} style={{ maxWidth: 480 }}>
      <Form.Item
        name="current_password"
        label={m.currentPassword}
        extra={m.twoFactorPasswordHelp}
        rules={[{ required: true, message: m.fieldRequired(m.currentPassword) }]}
      >
        <Input.Password autoComplete="current-password" autoFocus />
      </Form.Item>
      <Space>
        <Button type="primary" danger={turning === 'off'} htmlType="submit" loading={busy}>
          {turning === 'on' ? m.continueSetup : m.turnOff}
        </Button>
        <Button onClick={onCancel}>{m.cancel}</Button>
      </Space>
    </Form>
  );
}

/** Copies a text, saying whether it worked. */
function useCopy() {
  const snackbar = useSnackbar();
  const m = useMessages();
  return async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      snackbar.success(m.copied);
    } catch {
      snackbar.warning(m.copyFailedSelect);
    }
  };
}

/** A text to take into the authenticator app: its name, the text as shown, and Copy (named after it, copying the text). */
function CopyableLine({ label, text, children }: { label: string; text: string; children: ReactNode }) {
  const copy = useCopy();
  const m = useMessages();
  return (
    <Space wrap>
      <Typography.Text strong>{label}:</Typography.Text>
      {children}
      <Button size="small" icon={<CopyOutlined aria-hidden />} aria-label={`${m.copy}: ${label}`} onClick={() => void copy(text)}>
        {m.copy}
      </Button>
    </Space>
  );
}

interface KeyAndCodeProps {
  setup: TwoFactorSetup;
  onEnabled: (codes: string[]) => void;
  onCancel: () => void;
}

/** The key for the authenticator app (grouped in fours, and its otpauth link), then a code the app shows. */
function KeyAndCode({ setup, onEnabled, onCancel }: KeyAndCodeProps) {
  const [form] = Form.useForm<{ code: string }>();
  const [enable, enabling] = useEnableTwoFactorMutation();
  const snackbar = useSnackbar();
  const locale = useLocale();
  const m = useMessages();

  async function submit({ code }: { code: string }) {
    try {
      const answer = await enable({ code: code.trim() }).unwrap();
      snackbar.success(translateMessage(answer.message ?? '', locale));
      onEnabled(answer.data.recovery_codes);
    } catch (error) {
      // A wrong code on its field, the app's key still shown: try the next code.
      showServerFieldErrors(form, error, { fields: ['code'] }, locale);
    }
  }

  return (
    <>
      <Typography.Paragraph>{m.twoFactorKeyHelp}</Typography.Paragraph>
      <Space orientation="vertical" size={8} style={{ width: '100%', maxWidth: 720, marginBottom: 16 }}>
        <CopyableLine label={m.twoFactorKey} text={setup.secret}>
          <Typography.Text code data-testid="two-factor-key" style={{ fontSize: 16 }}>
            {groupedInFours(setup.secret)}
          </Typography.Text>
        </CopyableLine>
        <CopyableLine label={m.twoFactorLink} text={setup.otpauth_url}>
          <Typography.Link href={setup.otpauth_url} style={{ wordBreak: 'break-all' }}>
            {setup.otpauth_url}
          </Typography.Link>
        </CopyableLine>
      </Space>
      <Form form={form} name="two-factor-code" layout="vertical" onFinish={submit} disabled={enabling.isLoading} style={{ maxWidth: 320 }}>
        <Form.Item
          name="code"
          label={m.twoFactorCode}
          extra={m.twoFactorCodeHelp}
          rules={[{ required: true, whitespace: true, message: m.twoFactorCodeRequired }]}
        >
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={7} autoFocus />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={enabling.isLoading}>
            {m.confirmTwoFactor}
          </Button>
          <Button onClick={onCancel}>{m.cancel}</Button>
        </Space>
      </Form>
    </>
  );
}

interface RecoveryCodesProps {
  codes: string[];
  account: OwnAccount;
  onDone: () => void;
}

/** The recovery codes, this once (the API keeps only their hashes): copy them, download them as a .txt. */
function RecoveryCodes({ codes, account, onDone }: RecoveryCodesProps) {
  const copy = useCopy();
  const m = useMessages();
  const text = codes.join('\n');

  function download() {
    const file = new Blob([recoveryCodesFile(m.recoveryCodesFileTitle(window.location.host, account.email), codes)], { type: 'text/plain' });
    const url = URL.createObjectURL(file);
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <>
      <Alert type="warning" showIcon title={m.recoveryCodesTitle} description={m.recoveryCodesWarning} style={{ marginBottom: 16 }} />
      <Input.TextArea
        readOnly
        aria-label={m.recoveryCodesLabel}
        value={text}
        autoSize
        style={{ fontFamily: 'monospace', maxWidth: 320, marginBottom: 16 }}
        onFocus={(event) => event.target.select()}
      />
      <Space wrap>
        <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy(text)}>
          {m.copyCodes}
        </Button>
        <Button icon={<DownloadOutlined aria-hidden />} onClick={download}>
          {m.downloadCodes}
        </Button>
        <Button type="primary" onClick={onDone}>
          {m.recoveryCodesKept}
        </Button>
      </Space>
    </>
  );
}
