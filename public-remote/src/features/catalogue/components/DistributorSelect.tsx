import { useId, useState } from 'react';
import { useMessages } from '../../../messages/messages';
import './DistributorSelect.css';

interface DistributorOption {
  id: number;
  name: string;
}

interface DistributorSelectProps {
  options: DistributorOption[];
  currentId: number;
  onSelect: (vendorId: number) => void;
}

/**
 * Spec §2: switch to another distributor of the same manufacture type. Choosing in the drop-down
 * only marks a distributor; Go (or Enter on the drop-down) opens it. A closed select changes on
 * every arrow key, so switching on change would leave keyboard users unable to browse the list
 * (WCAG 3.2.2, On Input).
 */
export function DistributorSelect({ options, currentId, onSelect }: DistributorSelectProps) {
  const id = useId();
  const messages = useMessages();
  // Starts at the current distributor: the page renders a new control for each (key).
  const [chosenId, setChosenId] = useState(currentId);
  const open = () => {
    if (chosenId !== currentId) onSelect(chosenId);
  };

  return (
    <div className="pr-distributor-select">
      <label htmlFor={id}>{messages.distributor}</label>
      <div className="pr-distributor-select__row">
        <select
          id={id}
          value={chosenId}
          onChange={(event) => setChosenId(Number(event.target.value))}
          onKeyDown={(event) => {
            if (event.key === 'Enter') open();
          }}
        >
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
        <button type="button" className="pr-button pr-button--light" onClick={open}>
          {messages.go}
        </button>
      </div>
    </div>
  );
}
