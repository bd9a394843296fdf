import { useHref, useLocation } from 'react-router';
import { logAnchor } from '../../routes/urls.ts';
import { CopyButton } from '../CopyButton.tsx';

/**
 * Copies the link to this receipt's logs as they are shown: the filter in the query and, given a
 * log, `#log-N`. Built from the route (no key is ever in one), under the app's base path.
 */
export function LogLinkButton({ logIndex, label }: { logIndex?: bigint; label: string }) {
  const { pathname, search } = useLocation();
  const href = useHref({ pathname, search, hash: logIndex === undefined ? '' : logAnchor(logIndex) });
  return <CopyButton value={new URL(href, window.location.origin).href} label={label} />;
}
