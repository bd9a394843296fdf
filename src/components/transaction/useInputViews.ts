import { useEffect, useMemo, useState } from 'react';
import { COMMON_FUNCTIONS } from '../../domain/abi/common-signatures.ts';
import { decodeFunctionInput, type FunctionInputDecoding } from '../../domain/abi/decode-function-input.ts';
import type { Hex } from '../../domain/hex.ts';
import { dataUtf8 } from '../../domain/topic-views.ts';

/** What the Decoded and UTF-8 views of an input show; computed once per input. */
export interface InputViews {
  decoding: FunctionInputDecoding;
  utf8: ReturnType<typeof dataUtf8>;
}

/**
 * Inputs up to this size are decoded while rendering: the decoder's budget keeps that to a few
 * milliseconds. Larger ones (calldata can be megabytes) are decoded after the page has painted,
 * so the raw input shows at once and the decoded view follows.
 */
const DECODE_WHILE_RENDERING_BYTES = 16 * 1024;

function computeViews(input: Hex): InputViews {
  return { decoding: decodeFunctionInput(input, COMMON_FUNCTIONS), utf8: input.length > 2 ? dataUtf8(input) : null };
}

/** The input's decoded and UTF-8 views, or null while a large input is still being decoded. */
export function useInputViews(input: Hex): InputViews | null {
  const small = input.length <= 2 + 2 * DECODE_WHILE_RENDERING_BYTES;
  const now = useMemo(() => (small ? computeViews(input) : null), [input, small]);
  const [later, setLater] = useState<{ input: Hex; views: InputViews } | null>(null);
  useEffect(() => {
    if (small) return;
    // A macrotask after the effect: the browser paints the raw view before the decode starts.
    const timer = setTimeout(() => setLater({ input, views: computeViews(input) }), 0);
    return () => clearTimeout(timer);
  }, [input, small]);
  return now ?? (later?.input === input ? later.views : null);
}
