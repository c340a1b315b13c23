import { useId } from 'react';
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

/** Spec §2: switch to another distributor of the same manufacture type. */
export function DistributorSelect({ options, currentId, onSelect }: DistributorSelectProps) {
  const id = useId();
  return (
    <div className="pr-distributor-select">
      <label htmlFor={id}>Distributor</label>
      <select id={id} value={currentId} onChange={(event) => onSelect(Number(event.target.value))}>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}
