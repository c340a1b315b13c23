import { Link } from 'react-router-dom';
import { useMessages } from '../../../messages/messages';
import type { TrailStep } from '../utils/seriesTrail';
import './SeriesBreadcrumbs.css';

/** The trail back to the catalogue (utils/seriesTrail); the last step is this page. */
export function SeriesBreadcrumbs({ trail }: { trail: TrailStep[] }) {
  const messages = useMessages();
  return (
    <nav className="pr-breadcrumbs" aria-label={messages.breadcrumb}>
      <ol className="pr-breadcrumbs__list">
        {trail.map((crumb, i) => (
          <li key={crumb.path} className="pr-breadcrumbs__item" lang={crumb.lang}>
            {i === trail.length - 1 ? <span aria-current="page">{crumb.name}</span> : <Link to={crumb.path}>{crumb.name}</Link>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
