import type { ReactNode } from 'react';
import { Typography } from 'antd';

/** The heading of one card among several on a screen (My account's, the settings' Security): an h2 under the screen's h1. */
export function CardHeading({ children }: { children: ReactNode }) {
  return (
    <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
      {children}
    </Typography.Title>
  );
}
