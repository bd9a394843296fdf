/** The block tags the JSON-RPC spec names, accepted wherever a block number is. */
export const BLOCK_TAGS = ['latest', 'earliest', 'pending', 'safe', 'finalized'] as const;
export type BlockTag = (typeof BLOCK_TAGS)[number];
