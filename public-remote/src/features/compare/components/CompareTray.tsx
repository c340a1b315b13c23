import { Link } from 'react-router-dom';
import { comparePath } from '@mfe/catalogue-core/paths';
import { useMessages } from '../../../messages/messages';
import { usePickedModels } from '../hooks/usePickedModels';
import './CompareTray.css';

/** The models picked to compare (issue 24), at the foot of the window: 'Compare (2)' opens them side by side. */
export function CompareTray() {
  const messages = useMessages();
  const { picked, clear } = usePickedModels();
  if (!picked.length) return null;
  return (
    <aside className="pr-compare-tray" aria-label={messages.compareTray}>
      <p className="pr-compare-tray__names">{picked.map((m) => m.name).join(', ')}</p>
      <button type="button" className="pr-button pr-button--ghost pr-compare-tray__clear" onClick={clear}>
        {messages.compareClear}
      </button>
      <Link className="pr-button" to={comparePath(picked.map((m) => m.id))}>
        {messages.compareCount(picked.length)}
      </Link>
    </aside>
  );
}
