import { Link } from 'react-router-dom';
import type { Breadcrumb } from '@mfe/shared-ui';
import './SeriesBreadcrumbs.css';

/** The trail back to the catalogue (utils/seriesTrail); the last step is this page. */
export function SeriesBreadcrumbs({ trail }: { trail: Breadcrumb[] }) {
  return (
    <nav className="pr-breadcrumbs" aria-label="Breadcrumb">
      <ol className="pr-breadcrumbs__list">
        {trail.map((crumb, i) => (
          <li key={crumb.path} className="pr-breadcrumbs__item">
            {i === trail.length - 1 ? <span aria-current="page">{crumb.name}</span> : <Link to={crumb.path}>{crumb.name}</Link>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
