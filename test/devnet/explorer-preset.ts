/**
 * What the explorer needs to know about the devnet (served to it as /devnet.json by vite.config.ts):
 * the endpoint, the demo key and the seeded examples as in-app links.
 */
import type { DevnetManifest, OpBnbManifest } from './manifest.ts';

export interface ExplorerPreset {
  base: string;
  apiKey: string;
  /** the devnet's chain id, which names its network (and currency) when a transaction carries none */
  chainId: number;
  examples: Array<{ role: string; label: string; path: string }>;
  /** the devnet's outside-source stand-ins: the app's defaults for them (still off until turned on) */
  outsideSources?: { sourcify?: string; signatures?: string };
}

const tx = (role: string, label: string, hash: string) => ({ role, label, path: `/tx/${hash}` });
const receipt = (role: string, label: string, hash: string) => ({ role, label, path: `/tx/${hash}/receipt` });

export function explorerPreset(manifest: DevnetManifest | OpBnbManifest): ExplorerPreset {
  if ('flavour' in manifest) return opBnbPreset(manifest);
  const r = manifest.roles;
  return {
    base: manifest.base,
    apiKey: manifest.apiKey,
    chainId: manifest.chainId,
    ...(manifest.outsideSources
      ? {
          outsideSources: {
            sourcify: manifest.outsideSources.sourcify,
            signatures: manifest.outsideSources.signatures,
          },
        }
      : {}),
    examples: [
      tx('legacy', 'Legacy transaction (type 0x0)', r.legacy.hash),
      tx('accessList', 'Access-list transaction (EIP-2930, 0x1)', r.accessList.hash),
      tx('eip1559', 'EIP-1559 transaction (0x2)', r.eip1559.hash),
      tx('setCode', 'Set-code transaction (EIP-7702, 0x4)', r.setCode.hash),
      tx('blob', 'Blob transaction (EIP-4844, 0x3)', r.blob.hash),
      tx('creation', 'Contract creation', r.creation.hash),
      { role: 'reverted', label: 'Reverted transaction (receipt, status 0x0)', path: `/tx/${r.reverted.hash}/receipt` },
      {
        role: 'manyLogs',
        label: `Receipt with ${r.manyLogs.logCount.toLocaleString('en-US')} logs`,
        path: `/tx/${r.manyLogs.hash}/receipt`,
      },
      tx('tokenTransfer', 'ERC-20 transfer', r.tokens.transfer.hash),
      tx('tokenApproval', 'ERC-20 approval', r.tokens.approval.hash),
      ...(manifest.overview
        ? [
            tx('outOfGas', 'Failed: ran out of gas', manifest.overview.outOfGas),
            tx('erc721Transfer', 'ERC-721 transfer', manifest.overview.erc721Transfer),
            tx('erc1155Transfer', 'ERC-1155 transfer', manifest.overview.erc1155Transfer),
          ]
        : []),
      tx('failedErrorString', 'Failed: Error(string) revert reason', manifest.failedCalls.errorString.hash),
      tx('failedPanic', 'Failed: Panic(0x11), arithmetic overflow', manifest.failedCalls.panic.hash),
      tx('failedCustomError', 'Failed: custom error InsufficientBalance', manifest.failedCalls.customError.hash),
      tx(
        'tokenBytes32',
        'Transfer of a token whose symbol() is bytes32',
        manifest.tokenContracts.bytes32.transfer.hash,
      ),
      tx(
        'tokenNoSymbol',
        'Transfer of a token whose symbol() reverts',
        manifest.tokenContracts.revertingSymbol.transfer.hash,
      ),
      tx(
        'tokenHostileSymbol',
        'Transfer of a token with a hostile symbol',
        manifest.tokenContracts.hostileSymbol.transfer.hash,
      ),
      ...(manifest.names
        ? [
            tx(
              'namesSwap',
              'A swap through an unverified pool (names from outside sources)',
              manifest.names.swap.transaction.hash,
            ),
            receipt(
              'namesSwapReceipt',
              'Its events: names from Sourcify and a signature database',
              manifest.names.swap.transaction.hash,
            ),
            tx(
              'namesCustomError',
              'Failed: the router’s custom error TooLittleReceived',
              manifest.names.customError.hash,
            ),
            tx(
              'namesCollision',
              'A call whose selector two signatures share',
              manifest.names.collision.transaction.hash,
            ),
            {
              role: 'namesProxy',
              label: 'An ERC-1967 proxy verified on Sourcify, with its implementation’s layout',
              path: `/address/${manifest.names.proxy.address}/storage`,
            },
          ]
        : []),
      tx('pending', 'Pending transaction (no block yet)', r.pending.hash),
      tx('outsideWindow', 'Mined more than 128 blocks ago (answers null)', r.outsideWindow.hash),
      {
        role: 'block',
        label: `Walk a block with ${manifest.block.transactionCount} transactions`,
        path: `/block/${manifest.block.hash}/tx/0`,
      },
      {
        role: 'storage',
        label: `Storage of ${manifest.storage.contract}`,
        path: `/address/${manifest.storage.address}/storage`,
      },
      {
        role: 'slotHistory',
        label: 'A slot that changed several times in the latest 128 blocks (find its history)',
        path: `/address/${manifest.slotHistory.address}/storage?slot=${manifest.slotHistory.slot}`,
      },
    ],
  };
}

function opBnbPreset(manifest: OpBnbManifest): ExplorerPreset {
  const r = manifest.roles;
  return {
    base: manifest.base,
    apiKey: manifest.apiKey,
    chainId: manifest.chainId,
    examples: [
      tx('deposit', 'Deposit from L1 (0x7e): 2 BNB minted and sent on', r.deposit.hash),
      receipt('depositReceipt', 'A deposit’s receipt (deposit nonce, receipt version)', r.deposit.hash),
      tx('mintOnlyDeposit', 'Deposit that only mints 0.5 BNB', r.mintOnlyDeposit.hash),
      tx('transfer', 'EIP-1559 transfer of 0.75 BNB', r.transfer.hash),
      tx('legacy', 'Legacy (EIP-155, chain 204) transfer of 0.1 BNB', r.legacy.hash),
    ],
  };
}
