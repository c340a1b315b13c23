import { useEffect, useRef } from 'react';
import { pressDialogButton, selectActiveDialog, useAppDispatch, useAppSelector } from '@mfe/shared-ui';
import { DialogIcon } from './DialogIcon';
import { useFocusTrap } from './useFocusTrap';
import './overlays.css';

/**
 * The message dialog (spec §2/§4): icon, title, description and buttons, max width 400. A button
 * runs its action and then the dialog closes; Escape presses the first button (the safe choice).
 */
export function MessageDialog() {
  const dialog = useAppSelector(selectActiveDialog);
  const dispatch = useAppDispatch();
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, Boolean(dialog));

  useEffect(() => {
    if (!dialog) return;
    panel.current?.querySelector<HTMLButtonElement>('button')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      void pressDialogButton(dispatch, dialog, dialog.buttons[0]?.actionId);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [dialog, dispatch]);

  if (!dialog) return null;
  const titleId = `dialog-title-${dialog.id}`;
  const descriptionId = `dialog-description-${dialog.id}`;
  return (
    <div className="overlay-backdrop">
      <div
        ref={panel}
        className="message-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={dialog.description ? descriptionId : undefined}
      >
        {dialog.icon && <DialogIcon icon={dialog.icon} color={dialog.iconColor} />}
        <h2 id={titleId} className="message-dialog__title">
          {dialog.message}
        </h2>
        {dialog.description && (
          <p id={descriptionId} className="message-dialog__description">
            {dialog.description}
          </p>
        )}
        <div className="message-dialog__buttons">
          {dialog.buttons.map((button, index) => (
            <button
              key={`${index}-${button.text}`}
              type="button"
              className="message-dialog__button"
              style={{ background: button.color, color: button.textColor }}
              onClick={() => void pressDialogButton(dispatch, dialog, button.actionId)}
            >
              {button.text}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
