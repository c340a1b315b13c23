import { Alert, Button, Card, Space } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useMessages } from '../../messages/messages';

interface RecordLoadFailedProps {
  /** The card title the form would have had. */
  title: string;
  /** The area's fetch-one message, e.g. 'Failed when fetching product "7"'. */
  message: string;
  /** What may have happened: a record's form says it may have been deleted (the default). */
  description?: string;
  /** The admin area, for the way back to its list; none for a form without a list (the site settings). */
  area?: string;
  onRetry: () => void;
}

/** What an edit form shows instead when its record cannot be loaded: the reason, Try again, and the way back. */
export function RecordLoadFailed({ title, message, description, area, onRetry }: RecordLoadFailedProps) {
  const navigate = useNavigate();
  const m = useMessages();
  return (
    <Card title={title}>
      <Alert type="error" showIcon title={message} description={description ?? m.recordLoadFailed} />
      <Space style={{ marginTop: 16 }}>
        <Button onClick={onRetry}>{m.tryAgain}</Button>
        {area && <Button onClick={() => navigate(`/admin/${area}`)}>{m.backToList}</Button>}
      </Space>
    </Card>
  );
}
