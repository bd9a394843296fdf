import { DetailList, DetailRow } from './DetailRow.tsx';
import { CopyButton } from './CopyButton.tsx';
import { AddressValue } from './AddressValue.tsx';
import { HashValue } from './HashValue.tsx';
import { WeiValue } from './WeiValue.tsx';
import { formatUnixSeconds } from '../domain/timestamp.ts';
import { formatInteger, formatUnits } from '../domain/units.ts';
import type { NetworkField } from '../domain/dialects/dialect.ts';
import { networkField, networkFieldValue } from '../domain/network/network-fields.ts';
import type { TransactionDialect } from '../domain/dialects/index.ts';
import { isAddress, isHash } from '../domain/hex.ts';

const GROUPED = { thousands: true };

/** A field a network adds, by its unit: gas as gas, ETH on Mantle as ETH, a fee-currency amount not as CELO. */
function KnownValue({ field, value, testId }: { field: NetworkField; value: bigint | string; testId: string }) {
  if (typeof value === 'string')
    return field.unit === 'address' ? (
      <AddressValue address={value} testId={testId} />
    ) : (
      <HashValue value={value} testId={testId} />
    );
  if (field.unit === 'wei') return <WeiValue wei={value} testId={testId} />;
  const text =
    field.unit === 'eth-wei'
      ? `${formatUnits(value, 18, GROUPED)} ETH`
      : field.unit === 'gas'
        ? `${formatInteger(value, GROUPED)} gas`
        : field.unit === 'fee-currency'
          ? `${formatInteger(value, GROUPED)} (smallest units of the fee currency)`
          : formatInteger(value, GROUPED);
  return (
    <span className="font-mono text-sm" data-testid={testId} data-value={value.toString()}>
      {text}
    </span>
  );
}

/**
 * Fields the spec does not define (L2 extras, newer forks): shown as sent, never dropped. Those the
 * page's network is known to add are named, with their unit and what they mean; the same name on
 * another network (or an unknown one) is shown as sent.
 */
export function ExtraFields({
  extra,
  dialect,
  hidden = [],
}: {
  extra: Record<string, unknown>;
  /** the page's network's (networks.ts); null when it is unknown */
  dialect: TransactionDialect | null;
  /** shown by name elsewhere on the page */ hidden?: readonly string[];
}) {
  const keys = Object.keys(extra).filter((key) => !hidden.includes(key));
  if (keys.length === 0) return null;
  return (
    <section data-testid="extra-fields">
      <h2 className="mb-2 text-sm font-semibold">Other fields sent by the endpoint</h2>
      <DetailList>
        {keys.map((key) => {
          const text = typeof extra[key] === 'string' ? extra[key] : JSON.stringify(extra[key]);
          const field = networkField(key, dialect);
          const value = field ? networkFieldValue(field.unit, extra[key]) : null;
          if (field && value !== null) {
            return (
              <DetailRow key={key} label={field.label} hint={field.meaning}>
                <span className="flex flex-col gap-0.5" data-testid={`network-field-${key}`}>
                  <KnownValue field={field} value={value} testId={`extra-${key}`} />
                  <span className="text-xs text-slate-500">
                    <span className="font-mono">{key}</span>: {field.meaning}
                  </span>
                </span>
              </DetailRow>
            );
          }
          // an address or a 32-byte value (a creation's `creates` from Erigon or Nethermind, a hash)
          // is shown as the pages show one: whole on a wide screen, shortened to one line on a phone,
          // where hex broken anywhere left its last character alone on a line
          if (isAddress(extra[key]) || isHash(extra[key]))
            return (
              <DetailRow key={key} label={key}>
                {isAddress(extra[key]) ? (
                  <AddressValue address={extra[key]} testId={`extra-${key}`} />
                ) : (
                  <HashValue value={text} testId={`extra-${key}`} />
                )}
              </DetailRow>
            );
          const date = /timestamp/i.test(key) ? formatUnixSeconds(extra[key]) : null;
          return (
            <DetailRow key={key} label={key}>
              <span className="font-mono text-sm break-all">{text}</span>
              <CopyButton value={text} />
              {date && (
                <span className="ml-2 text-sm text-slate-600 dark:text-slate-400" data-testid={`extra-${key}-date`}>
                  {date}
                </span>
              )}
            </DetailRow>
          );
        })}
      </DetailList>
    </section>
  );
}
