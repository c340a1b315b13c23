import type { ComponentType } from 'react';
import { MessagesReady } from './messages';

/**
 * An exposed screen that renders once the page's dictionary is loaded (issue 22): its components
 * then never suspend in useMessages, whose hooks after it React's replay of a suspended render
 * would call differently (React #467).
 */
export function withMessages<P extends object>(Screen: ComponentType<P>): ComponentType<P> {
  return function ScreenWithMessages(props: P) {
    return (
      <MessagesReady>
        <Screen {...props} />
      </MessagesReady>
    );
  };
}
