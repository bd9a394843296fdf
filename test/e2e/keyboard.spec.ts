/**
 * Hexray with the keyboard: the core journeys without a mouse (focus after every navigation), the
 * single-key shortcuts (← → j k, c, ?), and the tab and radio-group widgets.
 */
import { type Locator, type Page } from '@playwright/test';
import { type DevnetManifest, type StorageVariable } from '../devnet/manifest.ts';
import { expect, test, useDevnet } from './support/fixtures.ts';
import { axeFindings } from './support/axe.ts';

/**
 * The core journeys with the keyboard alone — no click, no fill — asserting where focus lands after
 * every navigation: on the new page's heading, so a screen reader says where the user is and the
 * next Tab starts at the top of the content, never lost on <body> or left in the search box.
 */
/**
 * Presses Tab until `target` has focus; how many presses it took (fails past `limit`: a trap or too
 * far). The transaction page's summary, verification mark and copy buttons come before its input
 * data: about 45 stops on the token transfer.
 */
async function tabTo(page: Page, target: Locator, limit = 60, key = 'Tab'): Promise<number> {
  for (let presses = 1; presses <= limit; presses++) {
    await page.keyboard.press(key);
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return presses;
  }
  throw new Error(`${target.toString()} not reached in ${limit} presses of ${key}`);
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

function variable(manifest: DevnetManifest, name: string): StorageVariable {
  const found = manifest.storage.variables.find((v) => v.label.endsWith(` ${name}`));
  if (!found) throw new Error(`the manifest has no storage variable ${name}`);
  return found;
}

test.describe('keyboard only: focus lands on each new page’s heading', () => {
  test.beforeEach(async ({ page }) => {
    await useDevnet(page, 'http');
  });

  test('the first Tab offers "Skip to content", which lands past the header', async ({ page, consoleErrors }) => {
    await page.goto('/');
    // a person presses Tab once the page is there
    await expect(heading(page, 'Hexray')).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    await expect(page).toHaveURL('/');
    // the next stop is the page's first control, not the search box or the header links
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement))).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  test('paste a hash: "/" focuses the search, Enter opens the transaction and focus is on its heading', async ({
    page,
    manifest,
  }) => {
    const { transfer } = manifest.roles.tokens;
    await page.goto('/');
    await expect(page).toHaveTitle('Hexray');
    await page.keyboard.press('/');
    await expect(page.getByRole('searchbox')).toBeFocused();
    await page.keyboard.insertText(transfer.hash);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/tx/${transfer.hash}`);
    await expect(heading(page, 'Transaction')).toBeFocused();
    await expect(page).toHaveTitle(/^Transaction 0x.*· Hexray$/);
    await expect(page.getByTestId('tx-hash')).toHaveAttribute('data-value', transfer.hash);

    // the input data's views are one tab group: one stop, arrows switch and show the panel
    const decoded = page.getByRole('tab', { name: 'Decoded' });
    await tabTo(page, decoded);
    await expect(decoded).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    const raw = page.getByRole('tab', { name: 'Raw' });
    await expect(raw).toBeFocused();
    await expect(raw).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('selector  a9059cbb');
    // Tab leaves the group (no stop on the other tabs) and goes into the panel
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).not.toBe('tab');
  });

  test("browse a receipt's logs: from the transaction to the receipt, through a log's views, and past the logs", async ({
    page,
    manifest,
  }) => {
    const { transfer } = manifest.roles.tokens;
    await page.goto(`/tx/${transfer.hash}`);
    await expect(page.getByTestId('tx-hash')).toBeVisible();
    await page.keyboard.press('Tab'); // skip link
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByTestId('receipt-link'));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/tx/${transfer.hash}/receipt`);
    await expect(heading(page, 'Transaction receipt')).toBeFocused();
    await expect(page).toHaveTitle(/^Transaction receipt 0x.*· Hexray$/);

    // the log's own views: Decoded (the Transfer) → Topics & data by arrow
    const log = page.getByTestId('log').first();
    const decodedTab = log.getByRole('tab', { name: 'Decoded' });
    await tabTo(page, decodedTab);
    await expect(log.getByTestId('log-event')).toContainText('Transfer');
    await page.keyboard.press('ArrowRight');
    await expect(log.getByRole('tab', { name: 'Topics & data' })).toBeFocused();
    await expect(log.getByTestId('topic')).toHaveCount(3);

    // the first topic (the event's hash) cannot be an address: the arrow still reaches that tab,
    // which is not selected, and its reason is shown while it has focus
    const topic0 = log.getByTestId('topic').nth(0);
    await tabTo(page, topic0.getByRole('tab', { name: 'Hex' }), 5);
    await page.keyboard.press('ArrowRight');
    const address0 = topic0.getByRole('tab', { name: 'Address' });
    await expect(address0).toBeFocused();
    await expect(address0).toHaveAttribute('aria-selected', 'false');
    await expect(topic0.getByText('The first 12 bytes are not zero: not an address')).toBeVisible();
    // the second topic (from) reads as an address by arrow
    const topic1 = log.getByTestId('topic').nth(1);
    await tabTo(page, topic1.getByRole('tab', { name: 'Hex' }), 5);
    await page.keyboard.press('ArrowRight');
    await expect(topic1.getByRole('tab', { name: 'Address' })).toHaveAttribute('aria-selected', 'true');
    await expect(topic1).toHaveAttribute('data-topic-mode', 'address');
  });

  test('on the 2,000-log receipt, "Skip past logs" brings the logs bloom one Tab away', async ({ page, manifest }) => {
    await page.goto(`/tx/${manifest.roles.manyLogs.hash}/receipt`);
    await expect(page.getByTestId('log').first()).toBeVisible();
    const skip = page.getByRole('link', { name: 'Skip past logs' });
    await tabTo(page, skip, 60);
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('#after-logs')).toBeFocused();
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => document.querySelector('[data-testid=logs-bloom]')!.contains(document.activeElement)),
    ).toBe(true);
  });

  test('find and read a mapping slot: search the contract, work the slot out in the calculator, read it', async ({
    page,
    manifest,
  }) => {
    const balances = variable(manifest, 'balances');
    const entry = balances.entries![0]!;
    await page.goto('/');
    await expect(page).toHaveTitle('Hexray');
    await page.keyboard.press('/');
    await expect(page.getByRole('searchbox')).toBeFocused();
    await page.keyboard.insertText(manifest.storage.address);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/address/${manifest.storage.address}`);
    await expect(heading(page, 'Address')).toBeFocused();
    // the storage is the address page's second view
    await tabTo(
      page,
      page.getByRole('navigation', { name: 'Address views' }).getByRole('link', { name: 'Storage' }),
      5,
    );
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/address/${manifest.storage.address}/storage`);
    await expect(heading(page, 'Storage')).toBeFocused();
    await expect(page).toHaveTitle(/^Storage 0x.*· Hexray$/);

    const calc = page.getByTestId('calculator-section');
    const mapping = calc.getByRole('tab', { name: 'Mapping' });
    await tabTo(page, mapping, 60);
    await expect(mapping).toHaveAttribute('aria-selected', 'true');
    await tabTo(page, calc.getByTestId('calc-slot'), 3);
    await page.keyboard.insertText(balances.slot);
    await tabTo(page, calc.getByTestId('calc-key-type'), 3);
    await page.keyboard.insertText('address');
    await tabTo(page, calc.getByTestId('calc-key-value'), 3);
    await page.keyboard.insertText(entry.keys[0]!);
    await expect(calc.getByTestId('calc-result')).toHaveAttribute('data-value', entry.slot);
    await tabTo(page, calc.getByTestId('calc-read'), 20);
    await page.keyboard.press('Enter');

    // the read happens at the top of the page; focus goes there with it
    await expect(page).toHaveURL(new RegExp(`\\?slot=`));
    await expect(page.getByRole('heading', { level: 2, name: 'Read a slot' })).toBeFocused();
    await expect(page.getByTestId('current-slot')).toHaveAttribute('data-value', entry.slot);
    await expect(page.getByTestId('word-hex')).toHaveAttribute('data-value', entry.word!);
  });

  test('Previous / Next in a block keep focus on the control and announce the new position', async ({
    page,
    manifest,
  }) => {
    await page.goto(`/block/${manifest.block.hash}/tx/0`);
    await expect(page.getByTestId('tx-hash')).toBeVisible();
    const next = page.getByTestId('next-tx');
    await tabTo(page, next);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/block/${manifest.block.hash}/tx/1`);
    await expect(page.getByTestId('current-index')).toContainText('1');
    await expect(next).toBeFocused();
    await expect(page.getByTestId('route-announcement')).toHaveText(/^Transaction 1 in block 0x.*· Hexray$/);
  });

  test('the theme switch is one stop; arrows choose', async ({ page }) => {
    await page.goto('/');
    const system = page.getByRole('radio', { name: 'System theme' });
    await tabTo(page, system);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Dark theme' })).toBeFocused();
    await expect(page.getByRole('radio', { name: 'Dark theme' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).not.toBe('radio');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('radio', { name: 'Light theme' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  });
});

/**
 * Keyboard: ← / → walk a block's transactions, j / k step through a receipt's logs (each step a
 * link, #log-N, marked); nothing fires while typing in a field.
 */
test.describe("← and → walk a block, j and k a receipt's logs", () => {
  test.beforeEach(async ({ page }) => {
    await useDevnet(page, 'http');
  });

  test('← and → walk the block; typing in the search box does not', async ({ page, manifest }) => {
    expect(manifest.block.transactionCount).toBeGreaterThanOrEqual(3);
    await page.goto(`/block/${manifest.block.hash}/tx/1`);
    await expect(page.getByTestId('current-index')).toHaveText('index 1');
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(`/block/${manifest.block.hash}/tx/2`);
    await expect(page.getByTestId('current-index')).toHaveText('index 2');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(page).toHaveURL(`/block/${manifest.block.hash}/tx/0`);
    // at the first transaction there is nothing before it
    await page.keyboard.press('ArrowLeft');
    await expect(page).toHaveURL(`/block/${manifest.block.hash}/tx/0`);

    await page.getByRole('searchbox').fill('0xab');
    await page.getByRole('searchbox').press('ArrowRight');
    await expect(page.getByTestId('current-index')).toHaveText('index 0');
    await expect(page).toHaveURL(`/block/${manifest.block.hash}/tx/0`);
  });

  test('j and k step through the logs, each step a link that marks its log; typing j in a filter does not', async ({
    page,
    manifest,
  }) => {
    const { manyLogs } = manifest.roles;
    const log = (n: number) => page.locator(`[data-testid="log"][data-log-index="${n}"]`);
    await page.goto(`/tx/${manyLogs.hash}/receipt#log-1000`);
    await expect(log(1000)).toHaveAttribute('data-selected', 'true');
    await page.keyboard.press('j');
    await expect(page).toHaveURL(new RegExp(`#log-1001$`));
    await expect(log(1001)).toHaveAttribute('data-selected', 'true');
    await expect(log(1001)).toBeInViewport();
    await page.keyboard.press('k');
    await page.keyboard.press('k');
    await expect(page).toHaveURL(new RegExp(`#log-999$`));
    await expect(log(999)).toHaveAttribute('data-selected', 'true');

    await page.getByTestId('filter-address').click();
    await page.keyboard.press('j');
    await expect(page.getByTestId('filter-address')).toHaveValue('j');
    await expect(page).toHaveURL(new RegExp(`#log-999$`));
  });
});

/**
 * `c` copies the page's main value and says so in a polite live region; `?` opens an accessible
 * dialog listing every shortcut (Escape closes it, focus goes back). Nothing fires while typing in a
 * field or with a modifier held. The clipboard is Chromium's own (permissions granted).
 */
test.describe("c copies the page's main value; ? lists the shortcuts", () => {
  // axe is injected as a script, which the app's CSP would refuse
  test.use({ bypassCSP: true });

  test.beforeEach(async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await useDevnet(page, 'http');
  });

  const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
  const setClipboard = (page: Page, text: string) => page.evaluate((t) => navigator.clipboard.writeText(t), text);
  /** Leaves every field: the keys go to the page. */
  const leaveFields = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

  /** Presses `c` with nothing focused but the page, and checks what was copied and said. */
  async function pressCopy(page: Page, expected: string, said: string): Promise<void> {
    await setClipboard(page, 'before');
    await leaveFields(page);
    await page.keyboard.press('c');
    await expect.poll(() => clipboard(page)).toBe(expected);
    const region = page.getByTestId('copy-announcement');
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(region).toContainText(`Copied ${said}`);
  }

  test('c copies the transaction hash, the receipt’s hash, the storage word and the calculator’s slot', async ({
    page,
    manifest,
    consoleErrors,
  }) => {
    test.setTimeout(60_000);
    const hash = manifest.roles.legacy.hash;
    await page.goto(`/tx/${hash}`);
    await page.reload();
    await expect(page.getByTestId('tx-hash')).toHaveAttribute('data-value', hash);
    await pressCopy(page, hash, 'the transaction hash');

    await page.goto(`/tx/${hash}/receipt`);
    await page.reload();
    await expect(page.getByTestId('receipt-tx-hash')).toHaveAttribute('data-value', hash);
    await pressCopy(page, hash, 'the receipt’s transaction hash');

    await page.goto(`/block/${manifest.block.hash}/tx/1`);
    await page.reload();
    await expect(page.getByTestId('current-index')).toHaveText('index 1');
    const atIndex1 = await page.getByTestId('tx-hash').getAttribute('data-value');
    expect(atIndex1).toMatch(/^0x[0-9a-f]{64}$/);
    await pressCopy(page, atIndex1!, 'the transaction hash');

    const variable = manifest.storage.variables.find((v) => v.word !== undefined && v.entries === undefined);
    if (!variable?.word) throw new Error('the manifest has no plain storage variable with its word');
    await page.goto(`/address/${manifest.storage.address}/storage?slot=${variable.slot}&block=${manifest.headAtSeed}`);
    await page.reload();
    await expect(page.getByTestId('word-hex')).toHaveAttribute('data-value', variable.word);
    await pressCopy(page, variable.word, 'the storage word');

    await page.goto('/slots?calc=mapping&p=5&key=uint256:7');
    await page.reload();
    const slot = await page.getByTestId('calc-result').getAttribute('data-value');
    expect(slot).toMatch(/^0x[0-9a-f]{64}$/);
    await pressCopy(page, slot!, 'the slot');
    expect(consoleErrors).toEqual([]);
  });

  test('c does nothing while typing in a field or with a modifier held', async ({ page, manifest }) => {
    const hash = manifest.roles.legacy.hash;
    await page.goto(`/tx/${hash}`);
    await expect(page.getByTestId('tx-hash')).toHaveAttribute('data-value', hash);
    await setClipboard(page, 'untouched');
    await page.getByRole('searchbox').click();
    await page.keyboard.press('c');
    await expect(page.getByRole('searchbox')).toHaveValue('c');
    await leaveFields(page);
    for (const chord of ['Control+c', 'Alt+c', 'Meta+c']) await page.keyboard.press(chord);
    // a real press of c afterwards does copy: the presses above were heard, and ignored
    expect(await clipboard(page)).toBe('untouched');
    await expect(page.getByTestId('copy-announcement')).toHaveText('');
    await expect(page.getByRole('searchbox')).not.toBeFocused();
    await page.keyboard.press('c');
    await expect.poll(() => clipboard(page)).toBe(hash);
  });

  test('? lists every shortcut in a modal dialog; Escape closes it and focus returns', async ({ page, manifest }) => {
    await page.goto(`/tx/${manifest.roles.legacy.hash}/receipt`);
    await page.reload();
    await expect(page.getByTestId('receipt-status')).toHaveAttribute('data-status', 'success');
    // typed into a field, ? is just a character
    await page.getByRole('searchbox').fill('');
    await page.getByRole('searchbox').press('Shift+?');
    await expect(page.getByRole('searchbox')).toHaveValue('?');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const settings = page.getByRole('link', { name: 'Settings' });
    await settings.focus();
    await page.keyboard.press('Shift+?');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(dialog).toBeVisible();
    for (const key of ['/', '?', 'c', '←', '→', 'j', 'k', 'Esc'])
      await expect(dialog.locator('kbd', { hasText: new RegExp(`^${key.replace(/[?/]/g, '\\$&')}$`) })).toHaveCount(1);
    await expect(dialog).toContainText('Copy the page’s main value');
    expect(await axeFindings(page), 'axe finds nothing with the dialog open').toEqual([]);
    // focus is inside the dialog, and a shortcut key there does nothing else
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('j');
    await expect(page).not.toHaveURL(/#log-/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(settings).toBeFocused();

    // the Close button closes it too
    await page.keyboard.press('Shift+?');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(settings).toBeFocused();
  });
});

/**
 * The one tab component (ModeTabs) as a keyboard user meets it in the slot calculator: one Tab
 * stop, arrows move and select (wrapping), Home and End go to the ends, the panel follows the
 * selected tab. The theme switch is a radio group, not tabs: the same keys choose a theme.
 */
test.describe('tabs and radio groups: one Tab stop, arrows, Home and End', () => {
  const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? null);

  async function expectSelected(tablist: Locator, panel: Locator, name: string) {
    const tab = tablist.getByRole('tab', { name, exact: true });
    await expect(tab).toBeFocused();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(tab).toHaveAttribute('tabindex', '0');
    // only the selected tab is a Tab stop
    await expect(tablist.locator('[role="tab"][tabindex="0"]')).toHaveCount(1);
    // the tab controls the panel, and the panel is labelled by the tab
    const panelId = await panel.getAttribute('id');
    await expect(tab).toHaveAttribute('aria-controls', panelId!);
    await expect(panel).toHaveAttribute('aria-labelledby', (await tab.getAttribute('id'))!);
  }

  test('the calculator’s tabs: arrows, Home and End move and select; the panel follows', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/slots');
    const calculator = page.getByTestId('slot-calculator');
    const tablist = calculator.getByRole('tablist', { name: 'What to locate' });
    const panel = calculator.getByRole('tabpanel');
    await tablist.getByRole('tab', { name: 'Mapping' }).click();
    await expectSelected(tablist, panel, 'Mapping');
    await expect(calculator.getByTestId('calc-key-type')).toBeVisible();

    await page.keyboard.press('ArrowRight');
    await expectSelected(tablist, panel, 'Array element');
    await expect(calculator.getByTestId('calc-key-type')).toHaveCount(0);

    await page.keyboard.press('End');
    await expectSelected(tablist, panel, 'ERC-7201');
    await page.keyboard.press('ArrowRight'); // wraps to the first
    await expectSelected(tablist, panel, 'Variable');
    await page.keyboard.press('ArrowLeft'); // and back round to the last
    await expectSelected(tablist, panel, 'ERC-7201');
    await page.keyboard.press('Home');
    await expectSelected(tablist, panel, 'Variable');
    // up and down belong to the page, not to a horizontal tab list
    await page.keyboard.press('ArrowDown');
    await expectSelected(tablist, panel, 'Variable');

    // Tab leaves the list for the panel's first box
    await page.keyboard.press('Tab');
    await expect(calculator.getByTestId('calc-slot')).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe('Variable');
    expect(consoleErrors).toEqual([]);
  });

  test('the theme switch is a radio group: Home, End and the up and down arrows choose too', async ({ page }) => {
    await page.goto('/');
    const group = page.getByRole('radiogroup', { name: 'Theme' });
    await group.getByRole('radio', { name: 'System theme' }).click();
    await page.keyboard.press('End');
    await expect(group.getByRole('radio', { name: 'Dark theme' })).toBeFocused();
    await expect(group.getByRole('radio', { name: 'Dark theme' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.keyboard.press('Home');
    await expect(group.getByRole('radio', { name: 'Light theme' })).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(group.getByRole('radio', { name: 'System theme' })).toBeFocused();
    await expect(group.getByRole('radio', { name: 'System theme' })).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(group.getByRole('radio', { name: 'Light theme' })).toHaveAttribute('aria-checked', 'true');
    await expect(group.locator('[role="radio"][tabindex="0"]')).toHaveCount(1);
  });
});
