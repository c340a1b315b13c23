import { useState } from 'react';
import { loggedOut, useAppDispatch, useMessageDialog } from '@mfe/shared-ui';
import './demoBadge.css';

interface DemoBadgeProps {
  /** Forgets every demo edit (resetDemoData of @mfe/demo-api). */
  resetData: () => void;
  /** Starts the page again on the fresh seed. */
  reload: () => void;
}

/** Tells the visitor this is the demo, and restores the seed catalogue on request. */
export function DemoBadge({ resetData, reload }: DemoBadgeProps) {
  const dispatch = useAppDispatch();
  const dialog = useMessageDialog();
  const [resetting, setResetting] = useState(false);

  async function onReset() {
    const confirmed = await dialog.confirm({
      message: 'Reset demo data?',
      description: 'Every change made in this demo is lost and the demo catalogue is restored. You will be logged out.',
      icon: 'warning',
      confirmText: 'Reset',
    });
    if (!confirmed) return;
    setResetting(true);
    // The demo's tokens go with its data, so the stored session would only meet a 401.
    dispatch(loggedOut());
    resetData();
    reload();
  }

  return (
    <aside className="demo-badge" aria-label="Demo mode">
      <span className="demo-badge__label">Demo mode</span>
      <button type="button" className="demo-badge__reset" onClick={() => void onReset()} disabled={resetting}>
        {resetting ? 'Resetting…' : 'Reset demo data'}
      </button>
    </aside>
  );
}
