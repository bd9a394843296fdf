import { useMemo } from 'react';
import type { Read } from '../../data/hooks/useRead.ts';
import { useRecognisedStandards } from '../address/useRecognisedStandards.ts';
import { useNameTables, type ContractNames } from '../../data/names/useNameTables.ts';
import type { VerifiedState } from '../../data/names/useVerifiedContract.ts';
import type { ErrorTable } from '../../domain/abi/signature.ts';
import type { Address, Hex } from '../../domain/hex.ts';
import { offeredFunctions, type OfferedFunction } from '../../domain/read/contract-call.ts';

const NO_QUESTIONS: readonly never[] = [];

export interface ReadableFunctions {
  /** the functions to offer, reads first */
  offered: OfferedFunction[];
  /** the custom errors a revert is named with (useNameTables) */
  errors: ErrorTable;
  /** the contract's code at the latest block (absent: the endpoint does not serve eth_getCode) */
  code: Read<Hex>;
  /** an ERC-1967 proxy's implementation, whose code the standards are recognised in too */
  implementation: Address | null;
  /** where the functions come from */
  from: {
    /** the ABI the person pasted for it, as pasted and as read; null when none was pasted */
    pasted: ContractNames['pasted'];
    verified: VerifiedState;
    /** the standards recognised in the code (the proxy's and its implementation's) */
    standards: string[];
  };
}

/**
 * The functions the Read tab offers for a contract: its pasted ABI, its verified one (a proxy's
 * implementation's first: useNameTables), and the standards its code implements — the code of a
 * proxy's ERC-1967 implementation too, so a proxied token is read as a token with no ABI at hand.
 */
export function useReadableFunctions(address: Address): ReadableFunctions {
  const contracts = useMemo(() => [address], [address]);
  const tables = useNameTables(contracts, NO_QUESTIONS);
  const names = tables.contract(address);
  const { code, implementation, recognised: standards } = useRecognisedStandards(address);
  const pastedRead = names.pasted?.read ?? null;
  const pasted = pastedRead?.ok ? pastedRead.value : null;
  const verifiedAbi = names.verified.abi;
  const offered = useMemo(
    () => offeredFunctions(pasted, verifiedAbi, standards.reads),
    [pasted, verifiedAbi, standards.reads],
  );
  return {
    offered,
    errors: tables.tablesFor(address).errors,
    code,
    implementation,
    from: {
      pasted: names.pasted,
      verified: names.verified.own,
      standards: standards.standards,
    },
  };
}
