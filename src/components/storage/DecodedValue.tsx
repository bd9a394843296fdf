import type { DecodedValue as Value } from '../../domain/storage/storage-word.ts';
import { checksumAddress } from '../../domain/address-checksum.ts';
import { formatInteger } from '../../domain/units.ts';
import { addressURL } from '../../routes/urls.ts';
import { CopyButton } from '../CopyButton.tsx';
import { HashValue } from '../HashValue.tsx';

/** One decoded value type (uintN, intN, address, bool, bytesN), copyable; `data-value` holds it plainly for tests and tools. */
export function DecodedValue({ value, testId }: { value: Value; testId?: string }) {
  switch (value.kind) {
    case 'uint':
    case 'int':
      return (
        <span
          className="inline-flex items-center font-mono text-sm break-all"
          data-testid={testId}
          data-value={value.value.toString()}
        >
          {formatInteger(value.value, { thousands: true })}
          <CopyButton value={value.value.toString()} />
        </span>
      );
    case 'bool':
      return (
        <span className="font-mono text-sm" data-testid={testId} data-value={String(value.value)}>
          {value.value === null ? (
            <span className="text-amber-700 dark:text-amber-400">not a bool (neither 0 nor 1)</span>
          ) : (
            String(value.value)
          )}
        </span>
      );
    case 'address': {
      const zero = /^0x0+$/.test(value.value);
      return (
        <span data-testid={testId} data-value={value.value}>
          <HashValue value={checksumAddress(value.value)} to={zero ? undefined : addressURL(value.value)} />
          {zero && <span className="ml-2 text-xs text-slate-500">(zero address)</span>}
        </span>
      );
    }
    case 'fixedBytes':
      return (
        <span data-testid={testId} data-value={value.value}>
          <HashValue value={value.value} />
        </span>
      );
  }
}
