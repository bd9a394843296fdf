import { useMemo } from 'react';
import { optionalQuery } from '../../data/queries/optional-queries.ts';
import { storageQuery } from '../../data/queries/queries.ts';
import { useEndpoint } from '../../data/hooks/useEndpoint.ts';
import { useOptionalRead, useRead, type Read } from '../../data/hooks/useRead.ts';
import { useNameTables, type ContractNames } from '../../data/names/useNameTables.ts';
import type { VerifiedState } from '../../data/names/useVerifiedContract.ts';
import type { ErrorTable } from '../../domain/abi/signature.ts';
import type { Address, Hex } from '../../domain/hex.ts';
import { implementationFromSlotWord } from '../../domain/proxy.ts';
import { pushedSelectors } from '../../domain/read/code-selectors.ts';
import { offeredFunctions, type OfferedFunction } from '../../domain/read/contract-call.ts';
import { recogniseStandards } from '../../domain/read/standard-reads.ts';
import { LOOKUP_CONSTANTS } from '../../routes/lookup-constants.ts';

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

const NONE: Hex = '0x';

/**
 * The functions the Read tab offers for a contract: its pasted ABI, its verified one (a proxy's
 * implementation's first: useNameTables), and the standards its code implements — the code of a
 * proxy's ERC-1967 implementation too, so a proxied token is read as a token with no ABI at hand.
 */
export function useReadableFunctions(address: Address): ReadableFunctions {
  const endpoint = useEndpoint();
  const { latest, erc1967Implementation } = LOOKUP_CONSTANTS;
  const contracts = useMemo(() => [address], [address]);
  const tables = useNameTables(contracts, NO_QUESTIONS);
  const names = tables.contract(address);
  const code = useOptionalRead('eth_getCode', optionalQuery(endpoint, 'eth_getCode', address, latest));
  // the same read the address page makes: cached between the two tabs
  const slot = useRead(storageQuery(endpoint, address, erc1967Implementation, latest));
  const word = slot.status === 'done' ? implementationFromSlotWord(slot.data) : null;
  const implementation = word?.kind === 'address' ? (word.address.toLowerCase() as Address) : null;
  const implementationCode = useOptionalRead('eth_getCode', {
    ...optionalQuery(endpoint, 'eth_getCode', implementation ?? address, latest),
    enabled: implementation !== null,
  });
  const ownCode = code.status === 'done' ? code.data : NONE;
  const theirCode = implementation !== null && implementationCode.status === 'done' ? implementationCode.data : NONE;

  const standards = useMemo(() => {
    const selectors = new Set([...pushedSelectors(ownCode), ...pushedSelectors(theirCode)]);
    return recogniseStandards(selectors);
  }, [ownCode, theirCode]);
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
