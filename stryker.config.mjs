// @ts-check
/**
 * Mutation testing of the core modules (`npm run mutation`; not part of `npm test`: it takes a
 * while). The score says how much of src/domain, src/rpc and src/browser the pure unit tests
 * actually pin down. While working on one module, narrow it: `npm run mutation -- --mutate src/rpc/redact.ts`.
 *
 * Equivalent mutants (no input can tell them from the original). Where code existed only to be
 * mutated into itself it was simplified instead; the rest are listed here. Those marked (disabled)
 * carry a `// Stryker disable next-line <mutator>: <reason>` comment in the source; the others are
 * left to show as survivors, so that the score counts them and a reader of the report sees why.
 * - rpc/redact.ts `segments[i - 1] ?? ''` StringLiteral (disabled): the first path segment has no
 *   predecessor, and no stand-in string is a version.
 * - rpc/scrub-secrets.ts patternsFor's `if (!patterns)` as `true` (disabled): the cache only saves
 *   rebuilding the same patterns (`String.replace` resets a global regex's lastIndex). The comment
 *   disables the mutator on the line, so the `false` variant (every scrub would throw, which the
 *   scrub-secrets tests catch) is counted as ignored with it.
 * - domain/hex.ts bytesToHex's `bytes.length <= 64` (every mutant of the condition and the short
 *   path's block emptied): both paths write the same digits, the threshold only picks the faster
 *   one; the long path's `i <= bytes.length` (a typed array ignores the write past its end).
 * - domain/storage/head-search.ts: startHeadSearch's `hint !== null &&` as `true` (`null > 0n` is false)
 *   and `hint > 0n` as `>=` (a hint of 0 starts at 0 either way); `origin > low` as `>=`, served
 *   `block > low` as `>=` and not-yet `block < high` as `<=` (equal values pick the same block);
 *   every mutant of `if (named + 1n < high) high = named + 1n` (the closing `high <= low` check
 *   clamps each variant to the same `low + 1`).
 * - domain/storage/slot-history.ts: windowFor's `head > span` as `>=` (at head 127 the window starts at 0
 *   either way); windowWords' sort comparator with `a <= b`, or its second test as `a >= b`,
 *   `a <= b`, `true` or `false` (a Map has no two equal blocks, and V8's sort only asks whether
 *   the comparator is negative, so `a < b ? -1 : 0` already sorts); the head phase's `probe === null` (foundHead sets the window in the
 *   same round, so no head-phase state has a null probe); `reading.kind === 'served' ? { kind:
 *   'served' } : reading` as the reading itself (the head search reads only the kind).
 * - domain/parse-fields.ts asWord's `value.length === 66` fast path (disabled): a 32-byte word
 *   taken the long way (strip the leading zeros, pad back to 32 bytes) comes out the same.
 * - rpc/validate-arguments.ts fixedHex's well-formed fast path (disabled): the checks after it let
 *   the same value through unchanged. Left as survivors: fixedHex's `digits !== bytes * 2` as
 *   `true` (past the fast path and the type, prefix and digit checks, only a wrong length is
 *   left); validateBlock's `typeof value === 'string' &&` as `true` (`includes` finds no tag in
 *   anything but a string).
 * - domain/parse-fields.ts (left as a survivor): FieldReader's `read` list starting as
 *   `["Stryker was here"]` (only a reply with a field of that very name could tell).
 * - rpc/client.ts (left as survivors): positiveNumber's `typeof value !== 'number' ||` as `false`
 *   (`Number.isFinite` is false for anything but a number); the WebSocket branch's
 *   `typeof globalThis.fetch === 'function' ?` as `false` or `=== ""` (the connection's probe
 *   falls back to the global fetch itself); call's `error instanceof RangeError` as `true` (the
 *   parsers throw nothing but MalformedFieldError, handled before, and a stack overflow's
 *   RangeError).
 * - rpc/optional-methods.ts (left as survivors): eth_chainId's and eth_blockNumber's `probe: []`
 *   as `["Stryker was here"]` (their `params` take no arguments, so a probe's are never sent).
 * - data/queries/optional-queries.ts (mutated on request; left as a survivor): staleTime's
 *   `query.state.data !== undefined &&` as `true` (a query without data is fetched whatever its
 *   staleTime says).
 * - data/queries/probe-endpoint.ts (mutated on request; left as survivors): PROBED's filter as none or
 *   `true` (every entry names a probe call today: a test can tell once one does not); probeMethod's
 *   `LEARNT_FROM_ANSWER[method]?.(…)` as a plain call (for a method with nothing more to learn it
 *   throws after the method was learnt, into the probe's allSettled).
 * - components/revert/useRevertReplay.ts (mutated on request; left as survivors): replayBlock's
 *   `tx.blockNumber !== null &&` as `true` (`null > 0n` is false); replayFrom's `error instanceof
 *   RpcResponseError` as `true` (any other error carries no code or data, so no reason is read).
 *   The hook's own lines need React and are covered by the browser tests (revert-reason.spec).
 * - domain/logs/logs-bloom.ts bloomFor's dedupe (left as survivors): `if (added.has(key)) continue`
 *   as `false` or emptied, `added.add(key)` emptied, and `item.toLowerCase()` as `item` (an item's
 *   bits set twice are the same bits; the dedupe only spares the hashing).
 * - domain/block.ts `new Array<Hash>(value.length)` as `new Array()` (left as a survivor): the
 *   length only spares the array growing; every index is written in order either way.
 * - data/stores/endpoint-facts.ts (mutated on request: `--mutate src/data/stores/endpoint-facts.ts`; left as
 *   survivors): readKept's `typeof parsed !== 'object'` as `false` and readFacts' `typeof methods
 *   === 'object'` as `true` (a string or number read from storage has no endpoint id entries and
 *   no method properties, so it is left out either way).
 * - data/names/sourcify-source.ts (mutated on request; left as a survivor): chainsServedBy's
 *   `.catch(() => null)` as `undefined` (both mean "the list could not be had": every chain is tried).
 * - rpc/envelope.ts createIdSource wrap-around ConditionalExpression (disabled): reached only after
 *   2^53 ids.
 * - domain/search-query.ts describeHexProblem `text.startsWith('0x') ? … : …` (two StringLiterals):
 *   it is only called on text that starts with 0x.
 * - domain/parse-block-input.ts `error instanceof QuantityInputError` (disabled): parseUserInteger
 *   throws nothing else; the guard keeps a bug from being shown as bad input.
 * - domain/search-query.ts `position[2] !== undefined`: the regex's second group always matches;
 *   its `$` anchor after a greedy `(.*)` changes nothing either.
 * - domain/search-query.ts `!hex.startsWith('0x')` as `!hex.endsWith('0x')` in the bare-hex test:
 *   the next condition (all hex digits) already excludes any text with an `x`.
 * - domain/utc-time.ts (where timestamp.ts's date format moved) the `$` of `/\.\d{3}Z$/`:
 *   toISOString's only fraction is its end. domain/timestamp.ts formatRelative's `delta >= 0` as
 *   `> 0`: at 0 it has already answered "just now".
 * - domain/storage/storage-slots.ts `elementBytes <= 32` as `< 32`: a 32-byte element is one slot either way;
 *   `length !== undefined &&` as `true`: `i >= undefined` is false; the loop bound `i < out.length`
 *   as `<=`: a typed array ignores the write past its end.
 * - rpc/http-twin.ts httpTwinOf's `catch { return undefined; }` emptied: it returns undefined anyway.
 * - domain/dialects/op-stack.ts (disabled): a field's path string only names it in an error the function
 *   swallows; quantityOrNull's null check spares a throw (asQuantity rejects null too).
 *   Left as survivors: `extra.sourceHash != null` / `extra.isSystemTx != null` as `true` (asHash
 *   and asBoolean reject null too); depositFields' catch blocks emptied (the value is still null).
 * - domain/token/token-movements.ts: `/^0x0{24}/` without `^` (a Hash has `0x` only at its start); the
 *   `!t1 || !t2 || !t3` guards (isAddressTopic(undefined) is false, and four topics are all
 *   defined); `topics.length !== 4` as `false` in ERC-1155 (then t3 is missing too); the early
 *   `!KNOWN_TOPICS.has(topic0)` exit (an unknown topic falls through to `return []`);
 *   `topic0 !== transferSingle && … !== transferBatch` (the only known topics left); uintArray's
 *   `at >= all.length` as `>`/false (past the end the length reads undefined and the slice is
 *   empty, and an empty side gives no movement either way); `w.length < 2` as `<= 2` (two words
 *   can only point at empty arrays).
 * - domain/logs/log-filter.ts: `/^0x/i` without `^` (an `x` further in survives the slice and fails the
 *   hex check); logEventNames' `topic0 === undefined` and `?.[0]?.name` (an EventTable has no empty
 *   candidate lists; `get(undefined)` is undefined); `paddedAddress` always built (a padded
 *   non-address topic is never 66 characters, so never equal).
 * - domain/network/resolve-network.ts `text !== null &&` as `true`: the regex tests the string "null".
 * - domain/network/networks.ts `labels.length < 3` as `false` (a bare `infura.io` yields the slug
 *   `infura`, which names no network) and `v === null` as `false` (`null < 37n` is true).
 * - domain/verify/transaction-envelope.ts `(v - 35n) % 2n` as `(v + 35n) % 2n`: same parity.
 *   Left as survivors: the names `need` gives r and s of an authorization and of a legacy
 *   signature (the parser refuses a type 0–4 answer, or an authorization, without them);
 *   `error instanceof MissingField` as `true` (nothing else is thrown; the guard keeps a bug from
 *   being shown as a reason). domain/verify/envelope-parts.ts (where the shared pieces moved):
 *   typed()'s note `all.some(([name]) => name === 'accessList')` as `true` or `!==` (every typed
 *   envelope hashes an accessList).
 * - domain/abi/pasted-abi.ts `json.length > 0` (as `true`, `>= 0`, or the `&&` as `||`): an empty
 *   array reads as no entries either way, and an object's `.length` is undefined.
 * - domain/verify/verify-transaction.ts `envelope.unsigned === null || envelope.signature === null`:
 *   only a deposit has either null, and it has both.
 * - domain/storage/storage-layout.ts parseDecimal `typeof value === 'number' &&` as `true`
 *   (Number.isSafeInteger is false for anything but a number); valueDecoding's `^`/`$` anchors on
 *   `t_int\d+` and `t_bytes\d+`: solc writes no id that tells them apart (its enum, contract and
 *   user-defined value type ids end in `)N`, and none but t_intN/t_bytesN start so).
 * - domain/storage/layout-export.ts (left as survivors): the element bound of a dynamic array
 *   (`length < 100 ?`) and of a fixed-size one (`plan.length < 100 ?`) as `<=`: at exactly 100
 *   elements both branches export 100.
 * - domain/storage/storage-read-plan.ts readLayoutPaste: `sources.length > 1 ?` as `true`/`>= 1`, and
 *   `chosen === undefined ? {} :` as `false` (a single layout reads the same chosen by name or
 *   not); `error instanceof StorageLayoutError` as `true` (nothing else is thrown; the guard keeps
 *   a bug from being shown as bad input). arrayElementPlan's `parseSlot(index, 'index')` field
 *   name: the index was already validated by the slot derivation, so that message never shows.
 * - domain/abi/signature.ts (left as survivors): builtInFunction's and builtInEvent's keyword as
 *   `""` (the built-in texts carry no `function`/`event` prefix to strip, and the keyword only
 *   names the declaration in an error they never raise); splitDeclaration's `text.trim()` dropped
 *   (every caller passes trimmed text), its head regex without `^` (a valid declaration's first
 *   `name(` is at its start), the scan bound `i <= t.length` (the char past the end is undefined);
 *   eventTable's identity joined by another separator (it is only compared with its like).
 * - rpc/deadlines.ts (left as survivors): `if (typeof timer === 'object')` as `true` (the tests run
 *   in Node, where a timer is always an object; in a browser it is a number with no `unref`), and
 *   stop()'s `if (timer !== undefined)` as `true` (`clearTimeout(undefined)` does nothing).
 * - domain/abi/abi-type.ts: splitTopLevel's `i <= text.length` (the char past the end is undefined);
 *   parseParameter's `t.indexOf('(')` as `indexOf("")` (no parenthesis before the first `(`, so
 *   the scan from 0 counts the same), its scan bound `end <= t.length` (an unmatched `(` gives the
 *   whole text as the type either way), the suffix regex without `^` (the empty match at 0 wins),
 *   `t.split(/\s+/)` as `/\s/` and the `first = ''` default (the text is trimmed and non-empty, and
 *   `rest` is trimmed and re-split), `rest.trim() === ''` as `false`, `rest === ''` or `"Stryker…"`
 *   (`''.split(…)` is `['']`, whose name is '' too), the `others[0] ?? ''` default (no stand-in
 *   string is `payable[…]`), `words.length > 0 &&` in the modifier loop
 *   (`MODIFIERS.has(undefined)` is false), and every mutant of the `address payable` line (MODIFIERS
 *   holds `payable` too, so the loop skips it anyway). Not equivalent, left unpinned: `payable` in
 *   MODIFIERS as `""` survives because the `address payable` line covers the only payable Solidity
 *   has; a test would have to pin that `uint256 payable x` is accepted, which nothing asks for.
 * - rpc/request-multiplexer.ts (left as survivors): settle's `if (!p.sent)` as `true` (a sent
 *   request is never in the queue: flush empties it); `if (outcome.error)` as `true` before
 *   `exchange.error = outcome.error` (assigns undefined to a field that is undefined);
 *   `typeof id === 'number' &&` as `true` before `lateIds.has(id)` (the set holds numbers only).
 * - rpc/websocket-connection.ts: `opened` is only true while `socket` is set, and every place that
 *   reads it reads `socket` first, so `let opened = false` as `true` and `opened = false` as `true`
 *   next to `socket = null` (in onDown, connectFailed, close) (disabled), and isOpen's
 *   `socket !== null &&` as `true` change nothing. Left as survivors: the
 *   connection's own ctx `method: ''` is only used to scrub text, never shown; openSocket's
 *   `if (closed) return` and close()'s `if (connectTimer !== undefined) clearTimeout(…)` (as
 *   true, false or `===`) each alone stop a connect scheduled before close(); connectFailed's
 *   `gen !== generation || closed` guard (as false, `&&`, `false ||`): every caller checks
 *   `current()` in the same turn, and onDown's own `if (!current()) return` as false (a late
 *   event of a dropped socket then reaches that guard and stops there); `code !== undefined ?` as `true` (RpcClosedError drops an
 *   undefined closeCode); `if (events.hasWaiting()) ensureOpen()` as `true` (openSocket asks
 *   hasWaiting again and opens nothing); abandon's `hasNodeEvents(ws) && typeof terminate` as `||`
 *   (no socket has terminate() without the EventEmitter face); probe's `!doFetch || !twin` (as
 *   false or `&&`: the endpoint URL always has a twin, and calling an absent fetch throws inside
 *   the try, which also answers undefined), its `catch { return undefined; }` emptied, and
 *   `response.ok ? ''` as another string (an ok twin never makes an HTTP error, so its text is
 *   not read); close()'s `if (closed) return`, `generation++` as `--` (closed already silences
 *   every event) and `else if (ws)` as `true` (abandon(null) throws inside its own try).
 * - rpc/errors.ts (left as survivors): RpcHttpError's fallback `status >= 500` as `> 500` and
 *   RpcResponseError's `code <= -32000` as `< -32000`: 500 and -32000 have titles of their own in
 *   the tables, so the fallback ranges are never asked about those boundaries.
 * - rpc/websocket-transport.ts close()'s `if (closed) return` (left as a survivor): the
 *   connection's close and failAll are both idempotent.
 * - domain/proxy.ts (left as a survivor): `/^0x0{24}/` without `^` (a 32-byte word has its only
 *   `x` at index 1, so `0x` followed by zeros can match only at the start).
 * - domain/revert-reason.ts (left as survivors): `!(problem instanceof AbiDecodeError)` as `false`
 *   (the ABI decoder throws nothing else; the guard keeps a bug from being shown as bad data);
 *   `reverted !== undefined &&` as `true` (isHexData(undefined) is false); the `$` after a greedy
 *   `([^]+)` in the node's words and in Nethermind's `revert: …` (the group runs to the end anyway).
 * - domain/token/token-metadata.ts (left as a survivor): `calls.name === null ? null :` as `false`
 *   (decodeTokenText(null) is refused, and a refused name is no name either way).
 * - browser/guarded-storage.ts (left as survivors): the probe's key `'hexray.probe'` and value `'1'`
 *   as `""` (any key can be written and removed to learn whether the storage takes writes); readJson's
 *   `text === null` as `false` (`JSON.parse(null)` reads the text "null", which is null too).
 * - Mutants that make a module throw while loading (a table row emptied, a `map` callback
 *   returning undefined) are reported Survived by the vitest runner when the module is loaded at
 *   collection: a test file that fails to import has no tests to fail. vitest.mutation.config.ts
 *   therefore also runs test/setup/mutation-modules-load.ts, which loads every domain and rpc
 *   module inside a test so they count as killed (not part of `npm test`, where such a module
 *   already fails the run).
 *
 * Static mutants (module-level constants: message tables, regexes) make every test run for each of
 * them (Stryker estimated 79% of the run time for ~20% of the mutants). For a quick look at one
 * file, add `--ignoreStatic`: `npm run mutation -- --mutate src/rpc/redact.ts --ignoreStatic`.
 * - domain/search-query.ts `digits < 40` / `digits < 64` as `<=`: 40 and 64 digits are an address
 *   and a hash, returned before.
 *
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  mutate: ['src/domain/**/*.ts', 'src/rpc/**/*.ts', 'src/browser/**/*.ts'],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  timeoutMS: 10_000,
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  reporters: ['json', 'clear-text', 'progress'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: 'reports/.stryker-tmp',
  cleanTempDir: 'always',
  thresholds: { high: 90, low: 80, break: null },
};
