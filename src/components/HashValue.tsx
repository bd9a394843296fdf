import { Link } from 'react-router';
import { CopyButton } from './CopyButton.tsx';

/** `0x1234…cdef`: what narrow screens show of a long hex value. */
export function middleEllipsis(value: string, keep = 8): string {
  if (value.length <= keep * 2 + 3) return value;
  return `${value.slice(0, keep + 2)}…${value.slice(-keep)}`;
}

/**
 * A hash, address or other long hex value: monospaced, whole on wide screens and shortened in the
 * middle on narrow ones, with copy, and a link when it leads somewhere.
 */
export function HashValue({
  value,
  to,
  copy = true,
  testId,
  dataValue = value,
}: {
  value: string;
  to?: string;
  copy?: boolean;
  testId?: string;
  /** what `data-value` holds when it differs from what is shown (an address's lowercase form) */
  dataValue?: string;
}) {
  const text = (
    <>
      <span className="hidden break-all md:inline">{value}</span>
      {/* shortened so that it fits a phone's line: never broken, a lone last character on its own line */}
      <span className="whitespace-nowrap md:hidden" title={value}>
        {middleEllipsis(value)}
      </span>
    </>
  );
  return (
    <span className="inline-flex max-w-full items-center font-mono text-sm" data-testid={testId} data-value={dataValue}>
      {to ? (
        <Link to={to} className="text-sky-700 hover:underline dark:text-sky-400">
          {text}
        </Link>
      ) : (
        <span>{text}</span>
      )}
      {copy && <CopyButton value={value} label={`Copy ${value}`} />}
    </span>
  );
}
