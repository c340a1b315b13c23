import { COMPARE_MAX } from '@mfe/catalogue-core/limits';
import { useMessages } from '../../../messages/messages';
import { usePickedModels } from '../hooks/usePickedModels';
import './CompareTray.css';

/**
 * 'Compare' on a model of a series page (issue 24): picks it for the compare view, up to 4. Shown
 * once the page's script has taken over: it works only with it, and 48 of them in the server's HTML
 * would weigh on the series page's markup budget.
 */
export function CompareToggle({ model }: { model: { id: number; name: string } }) {
  const messages = useMessages();
  const { picked, toggle, ready } = usePickedModels();
  const checked = picked.some((m) => m.id === model.id);
  const full = !checked && picked.length >= COMPARE_MAX;
  if (!ready) return null;
  return (
    <label className={`pr-compare-toggle${full ? ' pr-compare-toggle--full' : ''}`} title={full ? messages.compareFull : undefined}>
      <input type="checkbox" checked={checked} disabled={full} onChange={() => toggle({ id: model.id, name: model.name })} />
      {messages.compareModel}
      <span className="pr-visually-hidden"> {model.name}</span>
    </label>
  );
}
