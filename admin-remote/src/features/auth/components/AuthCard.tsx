import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';

/** The narrow card of the pages outside the admin's layout: the login, the set-password link, the forgotten password. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '48px 16px' }}>
      <Card style={{ width: '100%', maxWidth: 400 }}>
        <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
          {title}
        </Typography.Title>
        {children}
      </Card>
    </div>
  );
}
