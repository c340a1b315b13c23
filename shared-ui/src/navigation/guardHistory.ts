import type { UNSAFE_createBrowserHistory } from 'react-router-dom';
// By the package's name, not a relative path: the guards are the page's one registry (the shared
// main entry), whichever app bundles this module.
import { confirmLeave } from '@mfe/shared-ui';

// Not in the main entry, which every public page downloads: the admin routes of the shell and the
// admin remote's harness import it from '@mfe/shared-ui/navigation/guard-history'.

type History = ReturnType<typeof UNSAFE_createBrowserHistory>;
type To = Parameters<History['push']>[0];

const pathOf = (to: To) => (typeof to === 'string' ? to.split(/[?#]/)[0] : to.pathname);

/**
 * The router's history with the guards in front: a push or replace to another path waits for
 * confirmLeave(); a Back or Forward the guards refuse is undone (history.go back by the same
 * step), and done again when the person chooses to leave. A change of query or hash only is
 * never asked about. For <unstable_HistoryRouter history={…}> (react-router's useBlocker would
 * need its data router: 17 KB gzip more on every page).
 */
export function guardHistory<H extends History>(history: H): H {
  if ((history as { guarded?: true }).guarded) return history;
  /** The location the router shows. */
  let shown = history.location;
  let undoing = false;
  let redoing = false;
  const leave = (to: To | undefined, move: () => void) => {
    const answer = !to || pathOf(to) === shown.pathname || confirmLeave();
    if (answer === true) move();
    else void answer.then((yes) => yes && move());
  };
  return {
    ...history,
    guarded: true,
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    push: (to, state) => leave(to, () => history.push(to, state)),
    replace: (to, state) => leave(to, () => history.replace(to, state)),
    listen: (listener) =>
      history.listen((update) => {
        const { action, location, delta } = update;
        if (undoing) {
          undoing = false;
          return;
        }
        const answer = action !== 'POP' || redoing || !delta || location.pathname === shown.pathname || confirmLeave();
        redoing = false;
        if (answer === true) {
          shown = location;
          listener(update);
          return;
        }
        undoing = true;
        history.go(-delta);
        void answer.then((yes) => {
          if (!yes) return;
          redoing = true;
          history.go(delta);
        });
      }),
  } as H;
}
