/**
 * @spotless/shared-ui/router: THE router of the suite, for the shell and every area.
 *
 * Why a facade: Module Federation does not tree-shake shared modules, so sharing react-router-dom ships all of
 * react-router v7 (data routers, server rendering, RSC helpers: ~51 KB gzip) to every page. This entry is itself a
 * shared singleton; it imports react-router's core directly (bundled, not shared), so webpack keeps only what is
 * re-exported here. There is exactly one copy on a page (this singleton), hence one router context for the shell
 * and the areas it mounts.
 *
 * Areas and the shell import routing ONLY from here (ESLint forbids react-router and react-router-dom elsewhere).
 * Need another react-router API? Add it to this list; it costs bytes on every page, so keep the list to what we use.
 */
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Navigate,
  Outlet,
  Link,
  NavLink,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutletContext,
  useParams,
  useResolvedPath,
  useSearchParams,
  createSearchParams,
  generatePath,
  matchPath,
  resolvePath,
} from 'react-router';

export type {
  BrowserRouterProps,
  LinkProps,
  Location,
  MemoryRouterProps,
  NavigateFunction,
  NavigateOptions,
  NavLinkProps,
  Params,
  PathMatch,
  RouteProps,
  SetURLSearchParams,
  To,
  URLSearchParamsInit,
} from 'react-router';

export { lazyPage, preloadPageFor, type LazyPage, type PageRoute } from './lazy-pages';
export { useListParams, listParamsFrom, withListParams, type ListParams } from './list-params';
