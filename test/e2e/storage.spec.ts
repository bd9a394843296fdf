import { type Locator, type Page } from '@playwright/test';
import { type DevnetManifest, type StorageVariable } from '../devnet/manifest.ts';
import { expect, gatewayRequests, screenshotAllModes, test, useDevnet } from './support/fixtures.ts';
import { lineBreaks, PHONE, shortened } from './support/line-breaks.ts';

/**
 * The storage page on the devnet's StorageShowcase contract: every kind of variable read through
 * the UI and decoded, checked against what the seeding script wrote (the manifest).
 */
function variable(manifest: DevnetManifest, name: string): StorageVariable {
  const found = manifest.storage.variables.find((v) => v.label.endsWith(` ${name}`));
  if (!found) throw new Error(`the manifest has no storage variable ${name}`);
  return found;
}

const word32 = (n: bigint | string) => `0x${BigInt(n).toString(16).padStart(64, '0')}`;

async function openStorage(page: Page, manifest: DevnetManifest, query = ''): Promise<void> {
  await page.goto(`/address/${manifest.storage.address}/storage${query}`);
}

/** Types a position (and block) into the read form, as a person would. */
async function read(page: Page, position: string, block = 'latest'): Promise<void> {
  await page.getByTestId('position-input').fill(position);
  await page.getByTestId('block-input').fill(block);
  await page.getByTestId('read-slot').click();
}

/**
 * A bad entry becomes the page's URL, as a hand-edited link would (and the form is drawn anew from
 * it): wait for that before typing the next one, as a person reading the message would.
 */
async function readBad(page: Page, position: string, block = 'latest'): Promise<void> {
  await read(page, position, block);
  await expect(page.getByTestId('slot-read-form')).toHaveAttribute('data-entry', `${position}|${block}`);
}

async function expectWord(page: Page, word: string): Promise<void> {
  await expect(page.getByTestId('word-hex')).toHaveAttribute('data-value', word);
}

async function addField(page: Page, offset: string, size: string, type: string): Promise<void> {
  await page.getByRole('button', { name: '+ Add a field' }).click();
  const row = page.getByTestId('packed-field').last();
  await row.getByLabel('Field offset').fill(offset);
  await row.getByLabel('Field type').selectOption(type);
  await row.getByLabel('Field size').fill(size);
}

test.describe('storage page over HTTP', () => {
  test.beforeEach(async ({ page }) => {
    await useDevnet(page, 'http');
  });

  test('slot 0 holds small, flag and owner packed; splitting it by offset and size gives each', async ({
    page,
    manifest,
    consoleErrors,
  }) => {
    const small = variable(manifest, 'small');
    const flag = variable(manifest, 'flag');
    const owner = variable(manifest, 'owner');
    await openStorage(page, manifest);
    await read(page, '0');
    await expectWord(page, small.word!);
    // the address view refuses to call a packed word clean
    await expect(page.getByTestId('view-address')).toContainText('not zero');

    await addField(page, String(small.offset), '1', 'uint');
    await addField(page, String(flag.offset), '1', 'bool');
    await addField(page, String(owner.offset), '20', 'address');
    const values = page.getByTestId('packed-field-value');
    await expect(values.nth(0)).toHaveAttribute('data-value', small.value!);
    await expect(values.nth(1)).toHaveAttribute('data-value', flag.value!);
    await expect(values.nth(2)).toHaveAttribute('data-value', owner.value!);

    // a field that runs past the word is explained beside it
    await addField(page, '30', '4', 'uint');
    await expect(page.getByTestId('packed-field-error')).toContainText('runs past the 32-byte word');
    expect(consoleErrors).toEqual([]);
  });

  test('uint256, a short string in its slot and a long string followed into its data slots', async ({
    page,
    manifest,
  }) => {
    const count = variable(manifest, 'count');
    const shortText = variable(manifest, 'shortText');
    const longText = variable(manifest, 'longText');
    await openStorage(page, manifest);

    await read(page, count.slot);
    await expectWord(page, count.word!);
    await expect(page.getByTestId('view-uint256')).toHaveAttribute('data-value', count.value!);
    await expect(page.getByTestId('view-uint256')).toContainText('123,456,789');

    await read(page, `0x${BigInt(shortText.slot).toString(16)}`); // hex input reads the same slot
    await expectWord(page, shortText.word!);
    await expect(page.getByTestId('view-string')).toHaveAttribute('data-kind', 'short');
    await expect(page.getByTestId('view-string')).toHaveAttribute('data-value', shortText.value!);

    await read(page, longText.slot);
    await expectWord(page, longText.word!);
    const marker = page.getByTestId('view-string');
    await expect(marker).toHaveAttribute('data-kind', 'long');
    await expect(marker).toHaveAttribute('data-length', String(new TextEncoder().encode(longText.value).length));
    await page.getByTestId('follow-long').click();
    await expect(page.getByTestId('long-text')).toHaveAttribute('data-value', longText.value!);
    await expect(page.getByTestId('long-bytes')).toContainText(longText.dataSlot!);
  });

  test('mapping entries with address, uint and string keys through the inline calculator', async ({
    page,
    manifest,
  }) => {
    const balances = variable(manifest, 'balances');
    const hashes = variable(manifest, 'hashes');
    const scores = variable(manifest, 'scores');
    await openStorage(page, manifest);
    const calc = page.getByTestId('calculator-section');
    await calc.getByRole('tab', { name: 'Mapping' }).click();

    const cases = [
      { v: balances, type: 'address', view: 'view-uint256' },
      { v: hashes, type: 'uint256', view: 'view-bytes32' },
      { v: scores, type: 'string', view: 'view-uint256' },
    ];
    for (const { v, type, view } of cases) {
      for (const entry of v.entries!) {
        await calc.getByTestId('calc-slot').fill(v.slot);
        await calc.getByTestId('calc-key-type').fill(type);
        await calc.getByTestId('calc-key-value').fill(entry.keys[0]!);
        await expect(calc.getByTestId('calc-result')).toHaveAttribute('data-value', entry.slot);
        await calc.getByTestId('calc-read').click();
        await expect(page.getByTestId('current-slot')).toHaveAttribute('data-value', entry.slot);
        await expectWord(page, entry.word!);
        await expect(page.getByTestId(view)).toHaveAttribute('data-value', entry.value);
      }
    }
    // the derivation shows the bytes hashed: h(key) . slot for the string key, unpadded
    const bob = scores.entries!.find((e) => e.keys[0] === 'bob')!;
    await calc.getByTestId('calc-key-value').fill('bob');
    await expect(calc.getByTestId('step-preimage')).toHaveText(`0x626f62${word32(scores.slot).slice(2)}`);
    await expect(calc.getByTestId('calc-result')).toHaveAttribute('data-value', bob.slot);
  });

  test('nested mapping, array elements (whole-slot and packed) and a struct member through the calculator', async ({
    page,
    manifest,
  }) => {
    const allowances = variable(manifest, 'allowances');
    const numbers = variable(manifest, 'numbers');
    const packedNumbers = variable(manifest, 'packedNumbers');
    const position = variable(manifest, 'position');
    await openStorage(page, manifest);
    const calc = page.getByTestId('calculator-section');

    // allowances[a][b]
    const entry = allowances.entries![0]!;
    await calc.getByRole('tab', { name: 'Mapping' }).click();
    await calc.getByTestId('calc-slot').fill(allowances.slot);
    await calc.getByTestId('calc-add-key').click();
    await calc.getByTestId('calc-key-value').nth(0).fill(entry.keys[0]!);
    await calc.getByTestId('calc-key-value').nth(1).fill(entry.keys[1]!);
    await expect(calc.getByTestId('calc-result')).toHaveAttribute('data-value', entry.slot);
    await calc.getByTestId('calc-read').click();
    await expect(page.getByTestId('view-uint256')).toHaveAttribute('data-value', entry.value);

    // numbers: length at its slot, element 1 at keccak256(slot) + 1
    await read(page, numbers.slot);
    await expect(page.getByTestId('view-uint256')).toHaveAttribute('data-value', String(numbers.elements!.length));
    await calc.getByRole('tab', { name: 'Array element' }).click();
    await calc.getByTestId('calc-slot').fill(numbers.slot);
    await calc.getByTestId('calc-index').fill('1');
    await calc.getByTestId('calc-element-size').fill('32');
    await expect(calc.getByTestId('calc-result')).toHaveAttribute('data-value', word32(BigInt(numbers.dataSlot!) + 1n));
    await calc.getByTestId('calc-read').click();
    await expect(page.getByTestId('view-uint256')).toHaveAttribute('data-value', numbers.elements![1]!);

    // packedNumbers: uint64, four per slot: element 2 is in the first data slot at byte offset 16
    await calc.getByTestId('calc-slot').fill(packedNumbers.slot);
    await calc.getByTestId('calc-index').fill('2');
    await calc.getByTestId('calc-element-size').fill('8');
    await expect(calc.getByTestId('calc-result')).toHaveAttribute('data-value', packedNumbers.dataSlot!);
    await expect(calc.getByTestId('calc-packing')).toContainText('byte offset 16');
    await calc.getByTestId('calc-read').click();
    await expect(page.getByTestId('current-slot')).toHaveAttribute('data-value', packedNumbers.dataSlot!);
    // the element the calculator located arrives already split out of its slot
    await expect(page.getByTestId('packed-field').getByLabel('Field offset')).toHaveValue('16');
    await expect(page.getByTestId('packed-field-value')).toHaveAttribute('data-value', packedNumbers.elements![2]!);

    // position.owner: struct member slot 1
    const owner = position.members!.find((m) => m.label === 'owner')!;
    await calc.getByRole('tab', { name: 'Struct member' }).click();
    await calc.getByTestId('calc-slot').fill(position.slot);
    await calc.getByTestId('calc-member-slot').fill(String(BigInt(owner.slot) - BigInt(position.slot)));
    await expect(calc.getByTestId('calc-result')).toHaveAttribute('data-value', word32(owner.slot));
    await calc.getByTestId('calc-read').click();
    await expect(page.getByTestId('view-address')).toHaveAttribute('data-value', owner.value);
  });

  test('the layout import with the contract’s real storageLayout reads and decodes every variable', async ({
    page,
    manifest,
    consoleErrors,
  }) => {
    await openStorage(page, manifest);
    await page.getByTestId('layout-input').fill(JSON.stringify(manifest.storage.storageLayout));
    const vars = page.getByTestId('layout-variables');
    const row = (label: string) => vars.locator(`[data-testid="layout-var"][data-label=${JSON.stringify(label)}]`);
    const valueOf = (label: string) => row(label).getByTestId('layout-value').first();

    for (const name of ['small', 'flag', 'owner', 'count', 'shortText']) {
      const v = variable(manifest, name);
      await expect(valueOf(name)).toHaveAttribute('data-value', v.value!);
      await expect(row(name).getByTestId('layout-slot').first()).toHaveAttribute('data-value', v.slot);
    }
    const longText = variable(manifest, 'longText');
    await expect(row('longText').getByTestId('long-text')).toHaveAttribute('data-value', longText.value!);

    // struct members, expanded
    for (const m of variable(manifest, 'position').members!)
      await expect(valueOf(`position.${m.label}`)).toHaveAttribute('data-value', m.value);

    // arrays: length, then elements on demand
    for (const name of ['numbers', 'packedNumbers']) {
      const v = variable(manifest, name);
      await expect(row(name).getByTestId('layout-length')).toHaveAttribute('data-value', String(v.elements!.length));
      await row(name).getByTestId('array-more').click();
      for (const [i, element] of v.elements!.entries())
        await expect(valueOf(`${name}[${i}]`)).toHaveAttribute('data-value', element);
    }

    // mappings ask for a key; each entry decodes by the value type
    for (const name of ['balances', 'hashes', 'scores']) {
      const v = variable(manifest, name);
      for (const entry of v.entries!) {
        await row(name).getByRole('textbox').first().fill(entry.keys[0]!);
        await row(name).getByRole('button', { name: 'Look up' }).first().click();
      }
      for (const entry of v.entries!) {
        const key = name === 'scores' ? JSON.stringify(entry.keys[0]) : entry.keys[0];
        await expect(valueOf(`${name}[${key}]`)).toHaveAttribute('data-value', entry.value);
        await expect(row(`${name}[${key}]`).getByTestId('layout-slot').first()).toHaveAttribute(
          'data-value',
          BigInt(entry.slot).toString(),
        );
      }
    }
    // a nested mapping asks for the next key
    const allowance = variable(manifest, 'allowances').entries![0]!;
    const [a, b] = allowance.keys as [string, string];
    await row('allowances').getByRole('textbox').first().fill(a);
    await row('allowances').getByRole('button', { name: 'Look up' }).first().click();
    await row(`allowances[${a}]`).getByRole('textbox').first().fill(b);
    await row(`allowances[${a}]`).getByRole('button', { name: 'Look up' }).first().click();
    await expect(valueOf(`allowances[${a}][${b}]`)).toHaveAttribute('data-value', allowance.value);

    // a bad key is explained and adds nothing
    await row('balances').getByRole('textbox').first().fill('0x1234');
    await row('balances').getByRole('button', { name: 'Look up' }).first().click();
    await expect(row('balances').getByTestId('mapping-key-error')).toContainText('20 bytes');

    await screenshotAllModes(page, 'storage-layout');
    expect(consoleErrors).toEqual([]);
  });

  test('a block outside the near-head window is explained, at the deploy block and at earliest', async ({
    page,
    manifest,
  }) => {
    const count = variable(manifest, 'count');
    await openStorage(page, manifest);
    for (const block of [String(manifest.storage.deployBlock ?? 0), 'earliest']) {
      await read(page, count.slot, block);
      const panel = page.getByTestId('outside-window');
      await expect(panel).toContainText('this endpoint serves only the latest 128 blocks', { ignoreCase: true });
      await expect(panel).toContainText(`Block ${block}`);
    }
    await page.getByTestId('read-at-latest').click();
    await expect(page.getByTestId('view-uint256')).toHaveAttribute('data-value', count.value!);
  });

  test('after a read fails for an old block, a later bad entry shows its own message only, with focus in its box', async ({
    page,
    manifest,
  }) => {
    const count = variable(manifest, 'count');
    await openStorage(page, manifest);
    await read(page, count.slot, '2');
    await expect(page.getByTestId('outside-window')).toContainText('Block 2');
    const before = await gatewayRequests(manifest);

    await read(page, count.slot, 'lastest');
    await expect(page.getByTestId('block-error')).toContainText('Not a block');
    await expect(page.getByTestId('outside-window')).toHaveCount(0);
    await expect(page.getByTestId('nothing-sent')).toBeVisible();
    await expect(page.getByTestId('block-input')).toBeFocused();
    await expect(page.getByTestId('block-input')).toHaveValue('lastest');

    // the same bad entry again, after typing, is explained again
    await page.getByTestId('block-input').press('Backspace');
    await expect(page.getByTestId('block-error')).toHaveCount(0);
    await page.getByTestId('block-input').press('t');
    await page.getByTestId('read-slot').click();
    await expect(page.getByTestId('block-error')).toContainText('Not a block');
    expect(await gatewayRequests(manifest)).toBe(before);

    // back: the earlier read, as it was
    await page.goBack();
    await expect(page.getByTestId('outside-window')).toContainText('Block 2');
  });

  test('a bad position or block is explained beside its box and nothing is sent', async ({ page, manifest }) => {
    await openStorage(page, manifest);
    await expect(page.getByTestId('word-hex')).toBeVisible();
    const before = await gatewayRequests(manifest);

    await readBad(page, '12x');
    await expect(page.getByTestId('position-error')).toContainText('Not a number: "12x"');
    await readBad(page, '1', '-1');
    await expect(page.getByTestId('block-error')).toContainText('cannot be negative');
    await readBad(page, '1.5', 'lastest');
    await expect(page.getByTestId('position-error')).toContainText('fractional');
    await expect(page.getByTestId('block-error')).toContainText('Not a block');
    await readBad(page, `0x1${'0'.repeat(64)}`);
    await expect(page.getByTestId('position-error')).toContainText('Too large');

    // a hand-edited link is treated the same way
    await openStorage(page, manifest, '?slot=12x');
    await expect(page.getByTestId('position-error')).toContainText('Not a number');
    await expect(page.getByTestId('nothing-sent')).toBeVisible();
    expect(await gatewayRequests(manifest)).toBe(before);
  });

  test('previous / next walk the slots and the session’s reads re-open', async ({ page, manifest }) => {
    const count = variable(manifest, 'count');
    const small = variable(manifest, 'small');
    await openStorage(page, manifest);
    await read(page, count.slot);
    await expectWord(page, count.word!);
    await page.getByTestId('previous-slot').click();
    await expectWord(page, small.word!);
    await expect(page.getByTestId('position-input')).toHaveValue('0x0');
    await page.getByTestId('next-slot').click();
    await page.getByTestId('next-slot').click();
    await expect(page.getByTestId('current-slot')).toHaveAttribute('data-value', word32(2n));

    const history = page.getByTestId('read-history');
    await expect(history.getByTestId('read-history-entry').first()).toHaveAttribute('data-slot', '0x2');
    await history.locator('[data-testid="read-history-entry"][data-slot="0x1"]').click();
    await expectWord(page, count.word!);
    await expect(page).toHaveURL(/\?slot=0x1$/);
    await screenshotAllModes(page, 'storage-read');
  });

  test('an address that is not one is refused before anything is sent', async ({ page, manifest }) => {
    await openStorage(page, manifest);
    await expect(page.getByTestId('word-hex')).toBeVisible();
    const before = await gatewayRequests(manifest);
    await page.goto('/address/0x1234/storage');
    await expect(page.getByTestId('bad-input')).toContainText('0x followed by 40 hex digits');
    expect(await gatewayRequests(manifest)).toBe(before);
  });
});

test.describe('storage page over WebSocket', () => {
  test('reads a mapping entry and the layout’s packed values', async ({ page, manifest, consoleErrors }) => {
    await useDevnet(page, 'websocket');
    const balances = variable(manifest, 'balances');
    const entry = balances.entries![1]!;
    await openStorage(page, manifest, `?slot=${entry.slot}`);
    await expectWord(page, entry.word!);
    await expect(page.getByTestId('view-uint256')).toHaveAttribute('data-value', entry.value);

    await page.getByTestId('layout-input').fill(JSON.stringify(manifest.storage.storageLayout));
    for (const name of ['small', 'flag', 'owner']) {
      await expect(
        page.locator(`[data-testid="layout-var"][data-label="${name}"]`).getByTestId('layout-value'),
      ).toHaveAttribute('data-value', variable(manifest, name).value!);
    }
    expect(consoleErrors).toEqual([]);
  });
});

/**
 * The storage page's chosen reading of the word lives in the link (`?view=address`) beside `slot`
 * and `block`: a reload or a pasted link shows the same reading, and a view Hexray does not have
 * falls back to every view with a note that says so.
 */
test.describe('the chosen word view lives in the link', () => {
  const ROWS = ['uint256', 'int256', 'address', 'bool', 'bytes32', 'string'];

  test.beforeEach(async ({ page }) => {
    await useDevnet(page, 'http');
  });

  test('a chosen word view is in the link, survives a reload, and a bad one falls back with a note', async ({
    page,
    manifest,
    consoleErrors,
  }) => {
    test.setTimeout(60_000);
    const variable = manifest.storage.variables.find((v) => v.label === 'string shortText');
    if (!variable?.word || !variable.value) throw new Error('the manifest has no short string with its word');
    const storage = `/address/${manifest.storage.address}/storage`;
    const slotAndBlock = `slot=${variable.slot}&block=${manifest.headAtSeed}`;

    await page.goto(`${storage}?${slotAndBlock}&view=string`);
    await page.reload();
    await expect(page.getByTestId('word-hex')).toHaveAttribute('data-value', variable.word);
    await expect(page.getByRole('tab', { name: 'string / bytes' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('view-string')).toHaveAttribute('data-value', variable.value);
    for (const row of ROWS.filter((r) => r !== 'string')) await expect(page.getByTestId(`view-${row}`)).toHaveCount(0);

    // choosing another view writes it into the link, keeping slot and block
    await page.getByRole('tab', { name: 'uint256' }).click();
    await expect(page).toHaveURL(`${storage}?${slotAndBlock}&view=uint256`);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'uint256' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('view-uint256')).toHaveAttribute('data-value', BigInt(variable.word).toString());
    await expect(page.getByTestId('view-string')).toHaveCount(0);

    // the next slot, or another slot read from the form, is shown in the same reading
    const next = BigInt(variable.slot) + 1n;
    await page.getByRole('link', { name: /Next/ }).click();
    await expect(page).toHaveURL(`${storage}?slot=0x${next.toString(16)}&block=${manifest.headAtSeed}&view=uint256`);
    await expect(page.getByRole('tab', { name: 'uint256' })).toHaveAttribute('aria-selected', 'true');
    // the form is drawn anew for the next slot once the page has it: type into that one
    await expect(page.getByLabel(/^Position/)).toHaveValue(`0x${next.toString(16)}`);
    await page.getByLabel(/^Position/).fill(variable.slot);
    await page.getByTestId('read-slot').click();
    await expect(page).toHaveURL(
      `${storage}?slot=0x${BigInt(variable.slot).toString(16)}&block=${manifest.headAtSeed}&view=uint256`,
    );
    await expect(page.getByTestId('view-uint256')).toHaveAttribute('data-value', BigInt(variable.word).toString());

    // All takes the parameter away again
    await page.getByRole('tab', { name: 'All' }).click();
    await expect(page).toHaveURL(
      `${storage}?slot=0x${BigInt(variable.slot).toString(16)}&block=${manifest.headAtSeed}`,
    );
    for (const row of ROWS) await expect(page.getByTestId(`view-${row}`)).toHaveCount(1);

    // a view Hexray does not have: every view, and a note naming the ones it has
    await page.goto(`${storage}?${slotAndBlock}&view=float64`);
    await page.reload();
    await expect(page.getByTestId('word-view-note')).toContainText('“float64”, which Hexray does not have');
    await expect(page.getByTestId('word-view-note')).toContainText('uint256, int256, address, bool, bytes32, string');
    await expect(page.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    for (const row of ROWS) await expect(page.getByTestId(`view-${row}`)).toHaveCount(1);
    expect(consoleErrors).toEqual([]);
  });
});

/**
 * The read's word is the value, shown large; the slot is its label ("Slot 1 at block …"), with the
 * padded 32-byte key small and shortened, also when the read failed.
 */
test.describe('the slot label', () => {
  const fontSize = (locator: Locator) => locator.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));

  test.beforeEach(async ({ page }) => {
    await useDevnet(page, 'http');
  });

  test('a word read: larger than the slot it was read at, which is its label', async ({ page, manifest }) => {
    await page.goto(`/address/${manifest.storage.address}/storage?slot=0x1`);
    const word = page.getByTestId('word-hex');
    await expect(word).toBeVisible();
    await expect(page.getByTestId('slot-label')).toHaveText('Slot 1 at block latest');
    const slot = page.getByTestId('current-slot');
    await expect(slot).toHaveAttribute('data-value', `0x${'1'.padStart(64, '0')}`);
    // the padded key is not written out as if it were a value
    await expect(slot).not.toContainText(`0x${'1'.padStart(64, '0')}`);
    await expect(slot).toContainText('0x0000…0001');
    expect(await fontSize(word)).toBeGreaterThan(await fontSize(slot));
    expect(await fontSize(word)).toBeGreaterThanOrEqual(await fontSize(page.getByTestId('slot-label')));
    await screenshotAllModes(page, 'storage-slot-label', { fullPage: false });
  });

  test('a read that failed: the slot stays a small label above the reason', async ({ page, manifest }) => {
    await page.goto(`/address/${manifest.storage.address}/storage?slot=0x1&block=1`);
    await expect(page.getByTestId('slot-label')).toHaveText('Slot 1 at block 1');
    await expect(page.getByText('Block 1 is outside this endpoint’s window')).toBeVisible();
    const slot = page.getByTestId('current-slot');
    await expect(slot).not.toContainText(`0x${'1'.padStart(64, '0')}`);
    expect(await fontSize(slot)).toBeLessThan(await fontSize(page.getByTestId('slot-label')));
    await screenshotAllModes(page, 'storage-slot-label-failed', { fullPage: false });
  });
});

test('the storage page at 390 px: shortened values whole, and the title’s hash keeps a real last line', async ({
  page,
  manifest,
}) => {
  await useDevnet(page, 'http');
  await page.setViewportSize(PHONE);
  await page.goto(`/address/${manifest.storage.address}/storage?slot=0x1`);
  await expect(page.getByTestId('word-hex')).toBeVisible();
  for (const value of await lineBreaks(shortened(page)))
    expect(value.after, `"${value.text}" is on one line`).toEqual([]);
  const [title] = await lineBreaks(page.locator('h1 + p'));
  expect(title!.lastLine.length).toBeGreaterThan(8);
});

test('at 390 px a storage word’s readings as numbers break only between digit groups', async ({ page, manifest }) => {
  await useDevnet(page, 'http');
  await page.setViewportSize(PHONE);
  // slot 0 packs a uint8, a bool and an address: as one number it is 77 and 76 digits long
  await page.goto(`/address/${manifest.storage.address}/storage?slot=0x0`);
  await expect(page.getByTestId('word-hex')).toBeVisible();
  for (const row of ['view-uint256', 'view-int256']) {
    const [number] = await lineBreaks(page.getByTestId(row).locator('dd'));
    expect(number!.lines.length, `the ${row} reading is long enough to wrap`).toBeGreaterThan(1);
    for (const char of number!.after) expect(char, `${row}: "${number!.text}" breaks after a separator`).toBe(',');
  }
});
