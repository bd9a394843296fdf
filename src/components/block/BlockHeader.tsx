/**
 * The block's own fields, as rows: what it is (number, hash, parent), when, how full, what it
 * cost per gas, who was paid. The fields beyond these (roots, bloom, withdrawals, L2 fields) are
 * the page's ExtraFields, below the transactions.
 */
import type { Block } from '../../domain/block.ts';
import { gasUsedPercent } from '../../domain/network/fees.ts';
import { formatCount, formatInteger } from '../../domain/units.ts';
import { blockURL } from '../../routes/urls.ts';
import { AddressValue } from '../AddressValue.tsx';
import { DetailList, DetailRow } from '../DetailRow.tsx';
import { HashValue } from '../HashValue.tsx';
import { QuantityValue } from '../QuantityValue.tsx';
import { WeiValue } from '../WeiValue.tsx';
import { BlockTime } from '../summary/BlockTime.tsx';

const GROUPED = { thousands: true };

function GasUsed({ used, limit }: { used: bigint; limit: bigint }) {
  const percent = gasUsedPercent(used, limit);
  return (
    <span
      className="font-mono text-sm"
      data-testid="block-gas"
      data-used={used.toString()}
      data-limit={limit.toString()}
    >
      {formatInteger(used, GROUPED)} of {formatInteger(limit, GROUPED)} gas
      {percent !== null && <span className="text-slate-500"> ({percent}%)</span>}
    </span>
  );
}

export function BlockHeader({ block }: { block: Block }) {
  return (
    <DetailList>
      {block.number !== null && (
        <DetailRow label="Block number">
          <QuantityValue value={block.number} testId="block-number" name="block number" />
        </DetailRow>
      )}
      {block.hash !== null && (
        <DetailRow label="Block hash">
          <HashValue value={block.hash} testId="block-hash" />
        </DetailRow>
      )}
      <DetailRow label="Parent" hint="The block this one builds on (parentHash)">
        <HashValue value={block.parentHash} to={blockURL(block.parentHash)} testId="block-parent" />
      </DetailRow>
      <DetailRow label="Time" hint="The block's timestamp">
        <BlockTime seconds={block.timestamp} testId="block-time" />
      </DetailRow>
      <DetailRow label="Transactions">
        <span className="font-mono text-sm" data-testid="block-tx-count" data-value={block.transactions.length}>
          {formatCount(block.transactions.length)}
        </span>
      </DetailRow>
      <DetailRow label="Gas used">
        <GasUsed used={block.gasUsed} limit={block.gasLimit} />
      </DetailRow>
      {block.baseFeePerGas !== null && (
        <DetailRow label="Base fee per gas" hint="EIP-1559: burned for every unit of gas used in this block">
          <WeiValue wei={block.baseFeePerGas} unit="gwei" testId="block-base-fee" />
        </DetailRow>
      )}
      {block.blobGasUsed !== null && (
        <DetailRow label="Blob gas used" hint="EIP-4844: the blob space this block's transactions used">
          <QuantityValue value={block.blobGasUsed} testId="block-blob-gas" />
        </DetailRow>
      )}
      {block.excessBlobGas !== null && (
        <DetailRow label="Excess blob gas" hint="EIP-4844: what sets the blob base fee">
          <QuantityValue value={block.excessBlobGas} testId="block-excess-blob-gas" />
        </DetailRow>
      )}
      {block.miner !== null && (
        <DetailRow label="Fee recipient" hint="Who the block's priority fees were paid to (miner)">
          <AddressValue address={block.miner} testId="block-miner" />
        </DetailRow>
      )}
      {block.size !== null && (
        <DetailRow label="Size">
          <span className="font-mono text-sm" data-testid="block-size" data-value={block.size.toString()}>
            {formatInteger(block.size, GROUPED)} bytes
          </span>
        </DetailRow>
      )}
      {block.extraData !== null && block.extraData !== '0x' && (
        <DetailRow label="Extra data" hint="Whatever the block's producer wrote (extraData)">
          <HashValue value={block.extraData} testId="block-extra-data" />
        </DetailRow>
      )}
    </DetailList>
  );
}
