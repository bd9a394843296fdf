/**
 * Near-head endpoints serve only the latest blocks (service.md, Limits): state and transactions
 * older than head − 128 are not there, which is not the same as never having existed.
 */
export const NEAR_HEAD_WINDOW_BLOCKS = 128;
