import { useMemo } from 'react';
import { optionalQuery } from '../../data/queries/optional-queries.ts';
import { storageQuery } from '../../data/queries/queries.ts';
import { useEndpoint } from '../../data/hooks/useEndpoint.ts';
import { useOptionalRead, useRead, type Read } from '../../data/hooks/useRead.ts';
import type { Address, Hex } from '../../domain/hex.ts';
import { implementationFromSlotWord } from '../../domain/proxy.ts';
import { pushedSelectors } from '../../domain/read/code-selectors.ts';
import { recogniseStandards, type RecognisedStandards } from '../../domain/read/standard-reads.ts';
import { LOOKUP_CONSTANTS } from '../../routes/lookup-constants.ts';

export interface CodeStandards {
  /** the contract's code at the latest block (absent: the endpoint does not serve eth_getCode) */
  code: Read<Hex>;
  /** an ERC-1967 proxy's implementation, whose code the standards are recognised in too */
  implementation: Address | null;
  /** the selectors the code (the proxy's and its implementation's) checks for */
  selectors: ReadonlySet<number>;
  recognised: RecognisedStandards;
}

const NONE: Hex = '0x';

/**
 * The standards a contract's code implements, by the functions it checks for — the code of a
 * proxy's ERC-1967 implementation too, so a proxied token is known as a token with no ABI at hand.
 * The code and the implementation slot are the address page's own reads (its route's lookups), so
 * on that page and its tabs they come from the cache.
 */
export function useRecognisedStandards(address: Address): CodeStandards {
  const endpoint = useEndpoint();
  const { latest, erc1967Implementation } = LOOKUP_CONSTANTS;
  const code = useOptionalRead('eth_getCode', optionalQuery(endpoint, 'eth_getCode', address, latest));
  const slot = useRead(storageQuery(endpoint, address, erc1967Implementation, latest));
  const word = slot.status === 'done' ? implementationFromSlotWord(slot.data) : null;
  const implementation = word?.kind === 'address' ? (word.address.toLowerCase() as Address) : null;
  const implementationCode = useOptionalRead('eth_getCode', {
    ...optionalQuery(endpoint, 'eth_getCode', implementation ?? address, latest),
    enabled: implementation !== null,
  });
  const ownCode = code.status === 'done' ? code.data : NONE;
  const theirCode = implementation !== null && implementationCode.status === 'done' ? implementationCode.data : NONE;
  const { selectors, recognised } = useMemo(() => {
    const selectors = new Set([...pushedSelectors(ownCode), ...pushedSelectors(theirCode)]);
    return { selectors, recognised: recogniseStandards(selectors) };
  }, [ownCode, theirCode]);
  return { code, implementation, selectors, recognised };
}
