import { Link } from 'react-router-dom';
import { usePageTitle } from '@mfe/shared-ui';
import { useMessages } from '../messages/shellMessages';
import './notFound.css';

export function NotFoundPage({ homePath = '/' }: { homePath?: string }) {
  const messages = useMessages();
  usePageTitle(messages.notFoundTitle);
  return (
    <section className="not-found">
      <h1>{messages.notFoundTitle}</h1>
      <p>{messages.notFoundText}</p>
      <Link to={homePath}>{messages.notFoundHome}</Link>
    </section>
  );
}
