/**
 * Which reading of a storage word the storage page shows (`?view=address`): one of the views, or
 * all of them (no parameter). A link with a view Hexray does not have falls back to all, saying why.
 */

export const WORD_VIEWS = ['uint256', 'int256', 'address', 'bool', 'bytes32', 'string'] as const;

export type WordView = (typeof WORD_VIEWS)[number];

export type WordViewChoice = { view: WordView | null; problem: null } | { view: null; problem: string };

function isWordView(text: string): text is WordView {
  return (WORD_VIEWS as readonly string[]).includes(text);
}

/** The `view` query parameter: absent or empty means every view. */
export function parseWordView(text: string | null): WordViewChoice {
  if (text === null || text === '') return { view: null, problem: null };
  if (isWordView(text)) return { view: text, problem: null };
  const shown = text.length > 40 ? `${text.slice(0, 40)}…` : text;
  return {
    view: null,
    problem: `The link asks for the word view “${shown}”, which Hexray does not have (it has ${WORD_VIEWS.join(', ')}): every view is shown.`,
  };
}
