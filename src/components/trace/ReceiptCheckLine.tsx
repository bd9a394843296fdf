import type { ReceiptCheck } from '../../domain/trace/receipt-check.ts';
import { formatCount, formatInteger } from '../../domain/units.ts';

const gasText = (gas: bigint) => formatInteger(gas, { thousands: true });
const logsText = (n: number) => `${formatCount(n)} log${n === 1 ? '' : 's'}`;
const statusText = (success: boolean) => (success ? 'success' : 'failure');

/** What differs between the trace and the receipt, one clause each. */
function differences(check: ReceiptCheck): string[] {
  const out: string[] = [];
  const { status, gas, logs, contractAddress } = check;
  if (status.receipt !== null && status.receipt !== status.traced) {
    out.push(`${statusText(status.traced)} in the trace, ${statusText(status.receipt)} in the receipt`);
  }
  if (gas.kind === 'differs')
    out.push(`gas ${gasText(gas.traced)} in the trace, ${gasText(gas.receipt)} in the receipt`);
  if (logs.firstDifference !== null) {
    out.push(
      logs.traced === logs.receipt
        ? `log ${logs.firstDifference} differs (emitter, topics or data)`
        : `${logsText(logs.traced)} in the trace, ${logsText(logs.receipt)} in the receipt (the first to differ: ${logs.firstDifference})`,
    );
  }
  if (contractAddress && contractAddress.traced !== contractAddress.receipt) {
    out.push(
      `created ${contractAddress.traced ?? 'nothing'} in the trace, ${contractAddress.receipt ?? 'nothing'} in the receipt`,
    );
  }
  return out;
}

/** The trace checked against the receipt, in one line: it matches, or exactly what differs. */
export function ReceiptCheckLine({ check }: { check: ReceiptCheck }) {
  const gasUsed = check.gas.kind === 'differs' ? check.gas.receipt : check.gas.gasUsed;
  return (
    <div
      className={`mb-4 rounded-md border px-3 py-2 text-sm ${check.matches ? 'border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950/40 dark:text-emerald-200' : 'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-200'}`}
      data-testid="receipt-check"
      data-matches={check.matches}
    >
      {check.matches ? (
        <p>
          Matches the receipt ({statusText(check.status.traced)}, gas {gasText(gasUsed)}, {logsText(check.logs.receipt)}
          {check.contractAddress && ', the created contract’s address'}).
        </p>
      ) : (
        <p>Differs from the receipt: {differences(check).join('; ')}.</p>
      )}
      {check.gas.kind === 'cumulative' && (
        <p className="mt-1 text-xs" data-testid="receipt-check-gas-note">
          The tracer reported {gasText(check.gas.traced)} gas used: the block’s gas up to and including this
          transaction, as anvil does for a transaction that is not first in its block. The receipt’s{' '}
          {gasText(check.gas.gasUsed)} is shown and exported.
        </p>
      )}
    </div>
  );
}
