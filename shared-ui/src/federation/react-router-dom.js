// What the federation shares as 'react-router-dom': the router API the apps use, and nothing else.
// A shared module is otherwise bundled whole (react-router 7 with its data routers, SSR, RSC,
// cookies and sessions: 62 KB gzip on every page); this re-export list lets webpack tree-shake
// the rest. Every app provides and consumes this same module, so the one copy on the page (the
// shell's) has every export any app imports. It imports from 'react-router' (which
// react-router-dom 7 re-exports), because 'react-router-dom' is the share key and would consume
// itself. A name missing here is undefined at run time: shared.test.ts compares this list with
// every app's imports from 'react-router-dom'.
export {
  UNSAFE_createBrowserHistory,
  unstable_HistoryRouter,
  Link,
  matchRoutes,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
