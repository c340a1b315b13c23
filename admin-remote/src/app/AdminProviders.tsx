import { Suspense, type ReactNode } from 'react';
import { ConfigProvider, Spin } from 'antd';
import { PRIMARY_COLOR } from '@mfe/shared-ui';
import { MessagesReady } from '../messages/messages';
import { useAntdLocale } from './antdLocale';
import { TwoFactorSetupGate } from '../features/account/components/TwoFactorSetupGate';

/**
 * The antd theme and language of every admin screen (spec §9: primary #1976D2, compact outlined
 * inputs; issue 22: antd's texts in the store's locale). A screen waits for its locale's
 * dictionaries under its own Suspense boundary, so it works without the shell's too (the harness).
 * Every screen opens My account's two-factor card when the API asks for it first (issue 23).
 */
export function AdminProviders({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<Spin style={{ display: 'block', margin: '48px auto' }} />}>
      <ThemedInLocale>
        <MessagesReady>
          {children}
          <TwoFactorSetupGate />
        </MessagesReady>
      </ThemedInLocale>
    </Suspense>
  );
}

function ThemedInLocale({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider
      locale={useAntdLocale()}
      theme={{ token: { colorPrimary: PRIMARY_COLOR, borderRadius: 4 } }}
      componentSize="middle"
      variant="outlined"
    >
      {children}
    </ConfigProvider>
  );
}
