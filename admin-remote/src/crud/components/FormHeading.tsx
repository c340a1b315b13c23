import type { ReactNode } from 'react';
import { Typography } from 'antd';

/** The heading of an admin form's card: the screen's one h1 ('Edit Product', 'Image detail', 'Inquiry Detail'). */
export function FormHeading({ children }: { children: ReactNode }) {
  return (
    <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
      {children}
    </Typography.Title>
  );
}
