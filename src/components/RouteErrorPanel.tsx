import { Link, useRouteError } from 'react-router';
import { ErrorPanel } from './ErrorPanel.tsx';

/** Whatever goes wrong while rendering a page, the person sees what happened and a way home, never a blank page. */
export function RouteErrorPanel() {
  const error = useRouteError();
  return (
    <div className="mx-auto max-w-3xl p-6">
      <ErrorPanel error={error} />
      <Link to="/" className="mt-4 inline-block text-sky-700 hover:underline dark:text-sky-400">
        ← Back to Hexray
      </Link>
    </div>
  );
}
