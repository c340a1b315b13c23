import { Link } from 'react-router-dom';
import { usePageTitle } from '@mfe/shared-ui';
import './notFound.css';

export function NotFoundPage({ homePath = '/' }: { homePath?: string }) {
  usePageTitle('Page not found');
  return (
    <section className="not-found">
      <h1>Page not found</h1>
      <p>There is no page at this address.</p>
      <Link to={homePath}>Go to the home page</Link>
    </section>
  );
}
