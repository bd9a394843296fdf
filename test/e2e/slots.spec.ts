/**
 * The slot calculator at /slots: every kind of slot, recomputed as the user types, checked against
 * the seeded contract's real slots (the manifest), the EIPs' published constants and viem.
 */
import { concat, encodeAbiParameters, keccak256, pad, toHex, type Hex } from 'viem';
import type { Page } from '@playwright/test';
import type { DevnetManifest, StorageVariable } from '../devnet/manifest.ts';
import { expect, gatewayRequests, screenshotAllModes, test, useDevnet } from './support/fixtures.ts';

function variable(manifest: DevnetManifest, name: string): StorageVariable {
  const found = manifest.storage.variables.find((v) => v.label.endsWith(` ${name}`));
  if (!found) throw new Error(`the manifest has no storage variable ${name}`);
  return found;
}

const word32 = (n: bigint | string): Hex => pad(toHex(BigInt(n)));
const result = (page: Page) => page.getByTestId('calc-result');

async function mode(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name }).click();
}

test.describe('slot calculator', () => {
  test('mapping slots for every key type, computed as the user types, with the steps shown', async ({
    page,
    manifest,
    consoleErrors,
  }) => {
    await page.goto('/slots');
    await mode(page, 'Mapping');
    const balances = variable(manifest, 'balances');
    const scores = variable(manifest, 'scores');
    const hashes = variable(manifest, 'hashes');

    await page.getByTestId('calc-slot').fill(balances.slot);
    await page.getByTestId('calc-key-type').fill('address');
    const a = balances.entries![0]!;
    await page.getByTestId('calc-key-value').fill(a.keys[0]!.toUpperCase().replace('0X', '0x'));
    await expect(result(page)).toHaveAttribute('data-value', a.slot);
    // the bytes hashed: the address left-padded to 32 bytes, then the slot
    await expect(page.getByTestId('step-preimage')).toHaveText(concat([pad(a.keys[0] as Hex), word32(balances.slot)]));

    await page.getByTestId('calc-slot').fill(hashes.slot);
    await page.getByTestId('calc-key-type').fill('uint256');
    await page.getByTestId('calc-key-value').fill('0x7');
    await expect(result(page)).toHaveAttribute('data-value', hashes.entries![0]!.slot);

    await page.getByTestId('calc-slot').fill(scores.slot);
    await page.getByTestId('calc-key-type').fill('string');
    await page.getByTestId('calc-key-value').fill('alice');
    await expect(result(page)).toHaveAttribute('data-value', scores.entries!.find((e) => e.keys[0] === 'alice')!.slot);

    // key types the contract does not have, against viem's encoders
    const cases: Array<{ type: string; value: string; encoded: Hex }> = [
      { type: 'int256', value: '-5', encoded: encodeAbiParameters([{ type: 'int256' }], [-5n]) },
      { type: 'int8', value: '-1', encoded: encodeAbiParameters([{ type: 'int8' }], [-1]) },
      { type: 'bool', value: 'true', encoded: encodeAbiParameters([{ type: 'bool' }], [true]) },
      { type: 'bytes4', value: '0xdeadbeef', encoded: pad('0xdeadbeef', { dir: 'right' }) },
      { type: 'bytes', value: '0x0102', encoded: '0x0102' },
    ];
    await page.getByTestId('calc-slot').fill('9');
    for (const c of cases) {
      await page.getByTestId('calc-key-type').fill(c.type);
      await page.getByTestId('calc-key-value').fill(c.value);
      await expect(result(page)).toHaveAttribute('data-value', keccak256(concat([c.encoded, word32(9n)])));
    }
    expect(consoleErrors).toEqual([]);
  });

  test('nested mappings to any depth: add and remove key rows', async ({ page, manifest }) => {
    const allowances = variable(manifest, 'allowances');
    const entry = allowances.entries![0]!;
    await page.goto('/slots');
    await mode(page, 'Mapping');
    await page.getByTestId('calc-slot').fill(allowances.slot);
    await page.getByTestId('calc-add-key').click();
    await page.getByTestId('calc-add-key').click();
    await expect(page.getByTestId('calc-key-row')).toHaveCount(3);
    await page.getByTestId('calc-key-value').nth(0).fill(entry.keys[0]!);
    await page.getByTestId('calc-key-value').nth(1).fill(entry.keys[1]!);
    await page.getByTestId('calc-key-type').nth(2).fill('uint8');
    await page.getByTestId('calc-key-value').nth(2).fill('3');
    const third = keccak256(concat([word32(3n), entry.slot]));
    await expect(result(page)).toHaveAttribute('data-value', third);
    await expect(page.getByTestId('slot-step')).toHaveCount(4);
    await page.getByRole('button', { name: 'Remove key 3' }).click();
    await expect(result(page)).toHaveAttribute('data-value', entry.slot);
  });

  test('arrays (packed too), struct members, long string data, ERC-1967 and ERC-7201', async ({ page, manifest }) => {
    const numbers = variable(manifest, 'numbers');
    const packed = variable(manifest, 'packedNumbers');
    const longText = variable(manifest, 'longText');
    await page.goto('/slots');

    await mode(page, 'Variable');
    await page.getByTestId('calc-slot').fill('0x1f');
    await expect(result(page)).toHaveAttribute('data-value', word32(31n));

    await mode(page, 'Array element');
    await page.getByTestId('calc-slot').fill(numbers.slot);
    await page.getByTestId('calc-index').fill('2');
    await page.getByTestId('calc-element-size').fill('32');
    await expect(result(page)).toHaveAttribute('data-value', word32(BigInt(numbers.dataSlot!) + 2n));
    await page.getByTestId('calc-slot').fill(packed.slot);
    await page.getByTestId('calc-index').fill('4');
    await page.getByTestId('calc-element-size').fill('8');
    await expect(result(page)).toHaveAttribute('data-value', word32(BigInt(packed.dataSlot!) + 1n));
    await expect(page.getByTestId('calc-packing')).toContainText('byte offset 0');
    await expect(page.getByTestId('calc-packing')).toContainText('4 elements share a slot');

    await mode(page, 'Struct member');
    await page.getByTestId('calc-slot').fill('8');
    await page.getByTestId('calc-member-slot').fill('1');
    await expect(result(page)).toHaveAttribute('data-value', word32(9n));

    await mode(page, 'String data');
    await page.getByTestId('calc-slot').fill(longText.slot);
    await page.getByTestId('calc-chunk').fill('0');
    await expect(result(page)).toHaveAttribute('data-value', longText.dataSlot!);
    await page.getByTestId('calc-chunk').fill('2');
    await expect(result(page)).toHaveAttribute('data-value', word32(BigInt(longText.dataSlot!) + 2n));

    // the constants ERC-1967 and ERC-7201 publish
    await mode(page, 'ERC-1967');
    await expect(result(page)).toHaveAttribute(
      'data-value',
      '0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc',
    );
    await page.getByRole('radio', { name: 'admin' }).check();
    await expect(result(page)).toHaveAttribute(
      'data-value',
      '0xb53127684a568b3173ae13b9f8a6016e243e63b6e8ee1178d6a717850b5d6103',
    );
    await page.getByRole('radio', { name: 'beacon' }).check();
    await expect(result(page)).toHaveAttribute(
      'data-value',
      '0xa3f0ad74e5423aebfd80d3ef4346578335a9a72aeaee59ff6cb3582b35133d50',
    );
    await mode(page, 'ERC-7201');
    await page.getByTestId('calc-namespace').fill('example.main');
    await expect(result(page)).toHaveAttribute(
      'data-value',
      '0x183a6125c38840424c4a85fa12bab2ab606c4b6d0e7cc73c0c06ba5300eab500',
    );
    await expect(page.getByTestId('slot-step')).toHaveCount(4);
  });

  test('bad input is explained next to its field, and no slot is shown', async ({ page }) => {
    await page.goto('/slots');
    await mode(page, 'Mapping');
    await page.getByTestId('calc-slot').fill('2');
    await page.getByTestId('calc-key-value').fill('0x1234');
    await expect(page.getByTestId('calc-key-value-error')).toContainText('20 bytes');
    await expect(result(page)).toHaveCount(0);

    await page.getByTestId('calc-key-type').fill('uint7');
    await expect(page.getByTestId('calc-key-type-error')).toContainText('8, 16, … 256');
    await page.getByTestId('calc-key-type').fill('uint8');
    await page.getByTestId('calc-key-value').fill('256');
    await expect(page.getByTestId('calc-key-value-error')).toContainText('does not fit uint8');

    await page.getByTestId('calc-slot').fill('12x');
    await expect(page.getByTestId('calc-slot-error')).toContainText('Not a number');

    await mode(page, 'Array element');
    await page.getByTestId('calc-slot').fill('6');
    await page.getByTestId('calc-element-size').fill('big');
    await expect(page.getByTestId('calc-element-size-error')).toContainText('whole number of bytes');
    await page.getByTestId('calc-element-size').fill('32');
    await page.getByTestId('calc-index').fill('-1');
    await expect(page.getByTestId('calc-index-error')).toContainText('negative');
  });

  test('“Read at address…” opens the storage page on the computed slot, which decodes right', async ({
    page,
    manifest,
    consoleErrors,
  }) => {
    await useDevnet(page, 'http');
    const allowances = variable(manifest, 'allowances');
    const entry = allowances.entries![0]!;
    await page.goto('/slots');
    await mode(page, 'Mapping');
    await page.getByTestId('calc-slot').fill(allowances.slot);
    await page.getByTestId('calc-add-key').click();
    await page.getByTestId('calc-key-value').nth(0).fill(entry.keys[0]!);
    await page.getByTestId('calc-key-value').nth(1).fill(entry.keys[1]!);
    await expect(result(page)).toHaveAttribute('data-value', entry.slot);
    await screenshotAllModes(page, 'slots');

    const before = await gatewayRequests(manifest);
    await page.getByTestId('calc-address').fill('0x12');
    await page.getByTestId('calc-read').click();
    await expect(page.getByTestId('calc-address-error')).toContainText('40 hex digits');
    expect(await gatewayRequests(manifest)).toBe(before);

    await page.getByTestId('calc-address').fill(manifest.storage.address);
    await page.getByTestId('calc-read').click();
    await expect(page).toHaveURL(new RegExp(`/address/${manifest.storage.address}/storage\\?slot=0x`));
    await expect(page.getByTestId('current-slot')).toHaveAttribute('data-value', entry.slot);
    await expect(page.getByTestId('word-hex')).toHaveAttribute('data-value', entry.word!);
    await expect(page.getByTestId('view-uint256')).toHaveAttribute('data-value', entry.value);
    expect(consoleErrors).toEqual([]);
  });
});
