// The router every remote uses, shared as this one module. Sharing `react-router` itself would
// ship the whole package (data routers, server rendering: 61 KB gzip) to every page; shared
// modules cannot be tree-shaken, but this module's fixed export list can (about 16 KB).
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export type { LinkProps, NavigateOptions, Params } from 'react-router';
