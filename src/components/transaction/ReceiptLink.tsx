import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { receiptQuery } from '../../data/queries/queries.ts';
import { useEndpoint } from '../../data/hooks/useEndpoint.ts';
import { prefetchReceiptPage } from '../../routes/prefetch.ts';
import { receiptURL } from '../../routes/urls.ts';

/**
 * A link to a mined transaction's receipt that starts loading it (data and page code) as soon as
 * the person points at it or tabs to it: receipts can be megabytes of logs, worth a head start
 * but not worth fetching for every transaction viewed.
 */
export function ReceiptLink({
  hash,
  children,
  className,
  testId,
}: {
  hash: string;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  const queryClient = useQueryClient();
  const endpoint = useEndpoint();
  function prefetch() {
    prefetchReceiptPage();
    // A failure here is the receipt page's to show, from the cache.
    if (endpoint) void queryClient.query(receiptQuery(endpoint, hash)).catch(() => undefined);
  }
  return (
    <Link to={receiptURL(hash)} className={className} data-testid={testId} onPointerEnter={prefetch} onFocus={prefetch}>
      {children}
    </Link>
  );
}
