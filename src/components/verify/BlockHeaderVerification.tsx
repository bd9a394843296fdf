/** The block page's mark: the header's fields hashed in the browser to the block hash the endpoint sent. */
import { useMemo } from 'react';
import { useNetwork } from '../../data/hooks/useNetwork.ts';
import type { Block } from '../../domain/block.ts';
import { verifyBlockHeader } from '../../domain/verify/block-header.ts';
import { middleEllipsis } from '../HashValue.tsx';
import { VerificationMark } from './VerificationMark.tsx';

export function BlockHeaderVerification({ block }: { block: Block }) {
  // the network says whether its headers are encoded as Ethereum's (the fields present say the fork)
  const dialect = useNetwork().network?.dialect ?? null;
  const verification = useMemo(() => verifyBlockHeader(block, dialect), [block, dialect]);
  const check = verification.checks[0]!;
  return (
    <VerificationMark
      verification={verification}
      label="The header, checked in your browser"
      limits={
        // the hash shortened beside the pill (whole in the panel): a phone's line holds it
        check.status === 'pass' && block.hash !== null
          ? `Header checked: its fields hash to ${middleEllipsis(block.hash, 6)}. What remains to trust: that this block is on the chain.`
          : check.result
      }
    />
  );
}
