import { Link } from 'react-router-dom';
import { useMessages } from '../messages/adminChromeMessages';
import { DASHBOARD_PATH } from './paths';
import './notFound.css';

/** An admin-only section opened by an editor (issue 23): said plainly, instead of a screen whose every call the API refuses (403). */
export function AdminOnlyPage() {
  const messages = useMessages();
  return (
    <section className="not-found">
      <h1>{messages.adminOnlyTitle}</h1>
      <p>{messages.adminOnlyText}</p>
      <Link to={DASHBOARD_PATH}>{messages.backToDashboard}</Link>
    </section>
  );
}
