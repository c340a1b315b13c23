import { Alert, Button } from 'antd';
import { useMessages } from '../../messages/messages';

/** Above a list that could not be read (a screen's table, My account's sessions): what failed, and Try again. */
export function LoadFailedAlert({ title, onRetry }: { title: string; onRetry: () => void }) {
  const m = useMessages();
  return <Alert type="error" showIcon title={title} action={<Button onClick={onRetry}>{m.tryAgain}</Button>} style={{ marginBottom: 12 }} />;
}
