/**
 * A receipt whole: its details, token movements, logs, bloom and other fields. The receipt page
 * shows it as the endpoint sent it; a snapshot link shows it with no endpoint at all.
 */
import { useCallback, useState } from 'react';
import type { TransactionDialect } from '../../domain/dialects/index.ts';
import { OP_RECEIPT_FIELDS } from '../../domain/dialects/op-stack.ts';
import type { Receipt } from '../../domain/receipt.ts';
import { unixSeconds } from '../../domain/timestamp.ts';
import type { Transaction } from '../../domain/transaction.ts';
import { ExtraFields } from '../ExtraFields.tsx';
import { SkipLink } from '../SkipLink.tsx';
import { TokenMovements } from '../summary/TokenMovements.tsx';
import { TokenReadScope } from '../summary/TokenReadScope.tsx';
import { LogsBloomView } from './LogsBloomView.tsx';
import { ReceiptDetails } from './ReceiptDetails.tsx';
import { ReceiptLogs, type LogJumpRequest } from './ReceiptLogs.tsx';

export function ReceiptView({
  receipt,
  tx,
  dialect,
}: {
  receipt: Receipt;
  tx: Transaction | null;
  dialect: TransactionDialect | null;
}) {
  const [jump, setJump] = useState<LogJumpRequest | null>(null);
  const showLog = useCallback(
    (position: number) => setJump((previous) => ({ position, seq: (previous?.seq ?? 0) + 1 })),
    [],
  );
  // a plausible blockTimestamp is the details' "Time" row; anything else stays here, as sent
  const shownByName =
    unixSeconds(receipt.extra.blockTimestamp) === null ? OP_RECEIPT_FIELDS : [...OP_RECEIPT_FIELDS, 'blockTimestamp'];
  return (
    // the receipt shows no input: only the logs' tokens are read
    <TokenReadScope called={null} logs={receipt.logs}>
      <div className="space-y-8">
        <ReceiptDetails receipt={receipt} tx={tx} />
        <TokenMovements logs={receipt.logs} />
        {/* thousands of logs hold dozens of stops each: the bloom and the inspector must not be out of reach */}
        <div className="relative">
          {receipt.logs.length > 0 && <SkipLink target="after-logs">Skip past logs</SkipLink>}
          <ReceiptLogs logs={receipt.logs} jumpRequest={jump} />
        </div>
        <div id="after-logs" tabIndex={-1} className="space-y-8">
          <LogsBloomView logsBloom={receipt.logsBloom} logs={receipt.logs} onShowLog={showLog} />
          <ExtraFields extra={receipt.extra} dialect={dialect} hidden={shownByName} />
        </div>
      </div>
    </TokenReadScope>
  );
}
