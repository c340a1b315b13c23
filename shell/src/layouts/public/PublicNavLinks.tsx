import { NavLink } from 'react-router-dom';
import { publicNavLinks } from '@mfe/shared-ui';
import { useMessages } from '../../messages/shellMessages';

/** The four public links (spec §2), as the nav bar and the mobile menu both list them. */
export function PublicNavLinks({ className, onNavigate }: { className: string; onNavigate?: () => void }) {
  const messages = useMessages();
  return (
    <nav aria-label={messages.mainNavigation}>
      <ul className={className}>
        {publicNavLinks.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end onClick={onNavigate}>
              {messages.pageName(link.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
