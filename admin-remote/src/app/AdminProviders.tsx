import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { PRIMARY_COLOR } from '@mfe/shared-ui';

/** The antd theme of every admin screen (spec §9: primary #1976D2, compact outlined inputs). */
export function AdminProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={{ token: { colorPrimary: PRIMARY_COLOR, borderRadius: 4 } }} componentSize="middle" variant="outlined">
      {children}
    </ConfigProvider>
  );
}
