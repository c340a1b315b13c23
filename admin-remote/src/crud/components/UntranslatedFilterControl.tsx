import { Checkbox } from 'antd';
import { useMessages } from '../../messages/messages';

/** "Missing Indonesian" above a catalogue list (issue 22): only the records whose Indonesian texts are missing. */
export function UntranslatedFilterControl({ value, onChange }: { value: boolean; onChange: (next: boolean) => void }) {
  const m = useMessages();
  return (
    <Checkbox checked={value} onChange={(event) => onChange(event.target.checked)} style={{ alignSelf: 'center' }}>
      {m.filterMissingIndonesian}
    </Checkbox>
  );
}
