/**
 * This browser's archive as its IndexedDB database holds it (src/data/archive/: database
 * `hexray-archive`, store `records`, keyed by `${kind}|${chain}|${key}`), read and changed from the
 * test the way a person could in the browser's developer tools, for what the page cannot show:
 * what is kept (and that the key is not), and what a page does with a record changed behind it.
 */
import type { Page } from '@playwright/test';

/** Everything the archive's database holds, as text. */
export async function archiveText(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('hexray-archive');
        open.onerror = () => reject(new Error('no archive'));
        open.onsuccess = () => {
          const request = open.result.transaction('records').objectStore('records').getAll();
          request.onsuccess = () => {
            resolve(JSON.stringify(request.result));
            open.result.close();
          };
        };
      }),
  );
}

/** Replaces the `result` of the record `id` in the database, as a hand edit would. */
export async function rewriteArchivedResult(page: Page, id: string, result: unknown): Promise<void> {
  await page.evaluate(
    ({ id, result }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('hexray-archive');
        open.onerror = () => reject(new Error('no archive'));
        open.onsuccess = () => {
          const transaction = open.result.transaction('records', 'readwrite');
          const records = transaction.objectStore('records');
          const read = records.get(id);
          read.onsuccess = () => {
            if (!read.result) return reject(new Error(`no record ${id}`));
            records.put({ ...read.result, result });
          };
          transaction.oncomplete = () => {
            open.result.close();
            resolve();
          };
          transaction.onerror = () => reject(transaction.error ?? new Error('not written'));
        };
      }),
    { id, result },
  );
}
