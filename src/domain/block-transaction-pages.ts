/**
 * A block's transactions a page at a time: a block may hold 100,000 of them, and each row shown is
 * one read (eth_getTransactionByBlockHashAndIndex), so the page costs one page of reads whatever
 * the block's size. The page is in the URL (`?page=2`), counted from 1 as a person counts.
 */
import { parsed, rejected, type ParseResult } from './parse-result.ts';
import { formatCount } from './units.ts';

export const TRANSACTIONS_PER_PAGE = 25;

export interface TransactionPage {
  /** from 1 */
  page: number;
  /** at least 1: an empty block has one, empty, page */
  pageCount: number;
  /** the indexes shown: start ≤ index < end */
  start: number;
  end: number;
}

export function pageCountOf(transactionCount: number, perPage = TRANSACTIONS_PER_PAGE): number {
  return Math.max(1, Math.ceil(transactionCount / perPage));
}

/** The page `pageText` names in a block of `transactionCount` transactions, or why there is none. */
export function transactionPageOf(
  transactionCount: number,
  pageText: string,
  perPage = TRANSACTIONS_PER_PAGE,
): ParseResult<TransactionPage> {
  const pageCount = pageCountOf(transactionCount, perPage);
  const pages = `${formatCount(pageCount)} page${pageCount === 1 ? '' : 's'}`;
  if (!/^\d{1,9}$/.test(pageText.trim()) || Number(pageText) < 1)
    return rejected(
      `“${pageText.slice(0, 20)}” is not a page number: pages are counted from 1 (this block has ${pages}).`,
    );
  const page = Number(pageText);
  if (page > pageCount)
    return rejected(
      `There is no page ${formatCount(page)}: this block’s ${formatCount(transactionCount)} transaction${transactionCount === 1 ? '' : 's'} fill ${pages}.`,
    );
  const start = (page - 1) * perPage;
  return parsed({ page, pageCount, start, end: Math.min(transactionCount, start + perPage) });
}
