import { Link } from 'react-router';
import { useDocumentTitle } from '../components/PageTitle.tsx';

export function NotFoundPage() {
  useDocumentTitle('No such page');
  return (
    <div className="rounded-lg border border-slate-200 p-6 dark:border-slate-800">
      <h1 className="text-lg font-semibold">No such page</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        Hexray has pages for transactions, receipts, block positions and storage. Paste a hash or an address in the
        search box above.
      </p>
      <Link to="/" className="mt-3 inline-block text-sky-700 hover:underline dark:text-sky-400">
        ← Home
      </Link>
    </div>
  );
}
