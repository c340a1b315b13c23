import { useState } from 'react';
import { loggedOut, useAppDispatch, useLocale, useMessageDialog } from '@mfe/shared-ui';
import { DEMO_MESSAGES } from './demoMessages';
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
  const messages = DEMO_MESSAGES[useLocale()];
  const [resetting, setResetting] = useState(false);

  async function onReset() {
    const confirmed = await dialog.confirm({
      message: messages.demoResetQuestion,
      description: messages.demoResetWarning,
      icon: 'warning',
      confirmText: messages.demoResetConfirm,
    });
    if (!confirmed) return;
    setResetting(true);
    // The demo's tokens go with its data, so the stored session would only meet a 401.
    dispatch(loggedOut());
    resetData();
    reload();
  }

  return (
    <aside className="demo-badge" aria-label={messages.demoMode}>
      <span className="demo-badge__label">{messages.demoMode}</span>
      <button type="button" className="demo-badge__reset" onClick={() => void onReset()} disabled={resetting}>
        {resetting ? messages.demoResetting : messages.demoReset}
      </button>
    </aside>
  );
}
