import type { DecodedParam } from '../domain/abi/decoded-param.ts';
import type { AbiValue } from '../domain/abi/decode-abi-parameters.ts';
import type { AbiType } from '../domain/abi/abi-type.ts';
import { formatInteger } from '../domain/units.ts';
import { DigitGroups } from './DigitGroups.tsx';
import { HashValue } from './HashValue.tsx';
import { CopyButton } from './CopyButton.tsx';
import { FieldName } from './FieldName.tsx';
import { AddressValue } from './AddressValue.tsx';
import type { TokenAmountArgument as TokenAmountPlace } from '../domain/token/token-amounts.ts';
import { TokenAmountArgument } from './summary/TokenAmount.tsx';

/** One decoded value as its type shows it: numbers in digit groups, addresses named, lists as lists. */
export function ValueView({ value, type }: { value: AbiValue; type: AbiType }) {
  if (Array.isArray(value)) {
    const elementType = (i: number): AbiType =>
      type.kind === 'array' ? type.element : type.kind === 'tuple' ? (type.components[i]?.type ?? type) : type;
    return (
      <ol className="list-decimal space-y-0.5 pl-6" start={0}>
        {value.map((item, i) => (
          <li key={i}>
            <ValueView value={item} type={elementType(i)} />
          </li>
        ))}
        {value.length === 0 && <li className="list-none text-xs text-slate-500">(empty)</li>}
      </ol>
    );
  }
  if (typeof value === 'bigint') {
    return (
      <span className="font-mono text-sm">
        <DigitGroups text={formatInteger(value, { thousands: true })} />
        <CopyButton value={value.toString()} />
      </span>
    );
  }
  if (typeof value === 'boolean') return <span className="font-mono text-sm">{String(value)}</span>;
  if (type.kind === 'address') return <AddressValue address={value} />;
  if (type.kind === 'string') {
    return (
      <span className="font-mono text-sm break-all whitespace-pre-wrap">
        “{value}”<CopyButton value={value} />
      </span>
    );
  }
  return <HashValue value={value} />;
}

/**
 * Decoded arguments of a call or an event: name, type and a view suited to each value; the one
 * that is a token amount (domain/token/token-amounts.ts) in the token's units where they are known.
 */
export function DecodedParams({
  params,
  tokenAmount = null,
}: {
  params: DecodedParam[];
  tokenAmount?: TokenAmountPlace | null;
}) {
  if (params.length === 0) return <p className="text-sm text-slate-500">No arguments.</p>;
  return (
    <table className="w-full text-left text-sm" data-testid="decoded-params">
      <thead className="text-xs text-slate-500">
        <tr>
          <th className="py-1 pr-3 font-normal">Name</th>
          <th className="py-1 pr-3 font-normal">Type</th>
          <th className="py-1 font-normal">Value</th>
        </tr>
      </thead>
      <tbody>
        {params.map((param, i) => (
          <tr key={i} className="border-t border-slate-100 align-top dark:border-slate-800">
            <td className="py-1 pr-3 font-mono">{param.name || `#${i}`}</td>
            <td className="py-1 pr-3 font-mono text-xs text-slate-500">
              {param.type}
              {param.indexed && ' indexed'}
              {param.hashed && (
                <span title="An indexed dynamic value: the topic holds its keccak256 hash"> (hash)</span>
              )}
            </td>
            <td className="min-w-0 py-1 break-all">
              <FieldName name={param.name || `argument ${i}`}>
                {tokenAmount?.index === i && typeof param.value === 'bigint' ? (
                  <TokenAmountArgument value={param.value} token={tokenAmount.token} />
                ) : (
                  <ValueView value={param.value} type={param.abiType} />
                )}
              </FieldName>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
