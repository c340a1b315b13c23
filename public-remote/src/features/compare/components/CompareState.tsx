import { Link } from 'react-router-dom';
import { StatusPanel, type StatusTone } from '../../../components/StatusPanel';

/** The way on from a state: a link, or a button (Try again). */
export type CompareStateAction = { label: string; to: string } | { label: string; onClick(): void };

interface CompareStateProps {
  tone: StatusTone;
  title: string;
  text: string;
  action: CompareStateAction;
}

/** The compare page's empty and error states: what happened, in a sentence, and the one way on. */
export function CompareState({ tone, title, text, action }: CompareStateProps) {
  return (
    <StatusPanel
      tone={tone}
      title={title}
      actions={
        'to' in action ? (
          <Link className="pr-button" to={action.to}>
            {action.label}
          </Link>
        ) : (
          <button type="button" className="pr-button" onClick={action.onClick}>
            {action.label}
          </button>
        )
      }
    >
      <p>{text}</p>
    </StatusPanel>
  );
}
