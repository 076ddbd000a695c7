import { Navigate, useLocation } from 'react-router-dom';

/** /redirect/<path> re-opens <path>: a way to reload a page's route without reloading the app. */
export default function RedirectPage() {
  const { pathname, search } = useLocation();
  const target = pathname.replace(/^\/redirect/, '') || '/';
  return <Navigate to={`${target}${search}`} replace />;
}
