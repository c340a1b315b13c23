import type { MessageDialogEntry } from '@mfe/shared-ui';

type IconName = NonNullable<MessageDialogEntry['icon']>;

const PATHS: Record<IconName, string> = {
  info: 'M12 2a10 10 0 100 20 10 10 0 000-20zm1 15h-2v-6h2v6zm0-8h-2V7h2v2z',
  success: 'M12 2a10 10 0 100 20 10 10 0 000-20zm-2 15l-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z',
  warning: 'M1 21h22L12 2 1 21zm12-3h-2v-2h2v2zm0-4h-2v-4h2v4z',
  error: 'M12 2a10 10 0 100 20 10 10 0 000-20zm1 15h-2v-2h2v2zm0-4h-2V7h2v6z',
  question:
    'M12 2a10 10 0 100 20 10 10 0 000-20zm1 17h-2v-2h2v2zm2.07-7.75l-.9.92C13.45 12.9 13 13.5 13 15h-2v-.5c0-1.1.45-2.1 1.17-2.83l1.24-1.26A2 2 0 1010 9H8a4 4 0 118 0c0 .88-.36 1.68-.93 2.25z',
};

const COLORS: Record<IconName, string> = {
  info: '#1976d2',
  success: '#2e7d32',
  warning: '#ed6c02',
  error: '#d32f2f',
  question: '#1976d2',
};

export function DialogIcon({ icon, color }: { icon: IconName; color?: string }) {
  return (
    <svg className="message-dialog__icon" viewBox="0 0 24 24" aria-hidden="true" style={{ fill: color ?? COLORS[icon] }}>
      <path d={PATHS[icon]} />
    </svg>
  );
}
