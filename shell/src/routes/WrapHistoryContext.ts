import { createContext } from 'react';
import type { UNSAFE_createBrowserHistory } from 'react-router-dom';

type BrowserHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

/**
 * Puts a wrapper in front of the router's history: the admin routes put the leave guards there
 * ('@mfe/shared-ui/navigation/guard-history'), so that their code comes with the admin chunk, not
 * with every public page. App provides it; without App (the server, tests) it does nothing.
 */
export const WrapHistoryContext = createContext<(wrap: (history: BrowserHistory) => BrowserHistory) => void>(() => undefined);
