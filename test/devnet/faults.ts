/**
 * Fault injection for tests of the client's error handling: the ways a real provider misbehaves
 * (field-notes.md). Off unless the devnet starts with `faults: true`.
 *
 * A fault is set for one API key (so parallel test files don't disturb each other) or for all
 * keys, optionally for the next `times` requests only. The gateway asks `take(key)` once per
 * HTTP request or WebSocket message and enacts what it gets.
 */
import { LIMIT_EXCEEDED, errorResponse } from './jsonrpc.ts';

export const FAULT_STATUSES = [400, 401, 402, 403, 429, 500, 502, 503, 504] as const;
export type FaultStatus = (typeof FAULT_STATUSES)[number];

export type Fault =
  /** answer normally, after a pause */
  | { kind: 'delay'; ms: number }
  /** close the connection without answering (HTTP: socket destroyed; WS: terminated) */
  | { kind: 'drop' }
  /** 200 with a body that is not JSON (as a captive portal or a misrouted proxy) */
  | { kind: 'garbage' }
  /** an HTTP error status with a JSON-RPC error body; Retry-After when given */
  | { kind: 'status'; status: FaultStatus; retryAfter?: number }
  /** -32005 limit exceeded with data.backoff_seconds (HTTP 429 unless `status` says otherwise) */
  | { kind: 'limit'; backoffSeconds: number; status?: number }
  /** a normal answer carrying an id the caller did not send */
  | { kind: 'wrongId' }
  /** a normal answer cut in half */
  | { kind: 'truncated' }
  /** a normal answer padded with an extra member to `bytes` (default 4 MiB) */
  | { kind: 'huge'; bytes?: number }
  /** WS: close the connection (code, default 1011) after the request arrives, without answering */
  | { kind: 'wsClose'; code?: number }
  /** a well-formed JSON-RPC answer whose result has the wrong JSON types (numbers for hex strings, …) */
  | { kind: 'wrongTypes' }
  /**
   * WS: answer normally, then close the connection (1001 "going away") once it has sat idle for
   * `afterMs` (default 50), as a provider's load balancer does with idle sockets. HTTP: answered normally.
   */
  | { kind: 'idleClose'; afterMs?: number }
  /**
   * A well-formed answer with one field of the result object changed to `value` (only when the
   * result has that field), as an endpoint that alters data would send it: the hash stays, so
   * only a check of the fields against each other can notice.
   */
  | { kind: 'tamper'; field: string; value: unknown }
  /**
   * WS: each `eth_subscribe` answered normally, then flooded with `count` notifications (copies of
   * the node's newest head) at `perSecond`. Other requests are answered normally.
   */
  | { kind: 'flood'; count: number; perSecond: number };

export interface FaultSetting {
  fault: Fault | null;
  /** only requests under this API key; all keys when absent */
  key?: string;
  /** only the next N requests, then the fault clears itself */
  times?: number;
}

/** What the transport must do for one request. */
export type FaultOutcome =
  /** `closeWhenIdleMs`: WS only, close the connection that long after answering (idle close) */
  | {
      action: 'answer';
      transform?: (text: string) => string;
      closeWhenIdleMs?: number;
      /** WS: flood a subscription this request opens */
      flood?: { count: number; perSecond: number };
    }
  | { action: 'reply'; status: number; headers: Record<string, string>; body: string }
  | { action: 'hangUp'; wsCloseCode?: number };

const ALL_KEYS = '*';

export class FaultController {
  private readonly rules = new Map<string, { fault: Fault; remaining?: number }>();

  set({ fault, key, times }: FaultSetting): void {
    const scope = key ?? ALL_KEYS;
    if (fault === null) this.rules.delete(scope);
    else this.rules.set(scope, times === undefined ? { fault } : { fault, remaining: times });
  }

  clearAll(): void {
    this.rules.clear();
  }

  /** The fault for this request, if any; counts down `times`. */
  take(key: string): Fault | null {
    const scope = this.rules.has(key) ? key : ALL_KEYS;
    const rule = this.rules.get(scope);
    if (!rule) return null;
    if (rule.remaining !== undefined && --rule.remaining <= 0) this.rules.delete(scope);
    return rule.fault;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Validates a setting sent to the admin endpoint; returns it or a message saying what is wrong. */
export function parseFaultSetting(value: unknown): FaultSetting | string {
  if (!isObject(value)) return 'expected {"fault": {...} | null, "key"?: string, "times"?: number}';
  const { fault, key, times } = value;
  if (key !== undefined && typeof key !== 'string') return '"key" must be a string';
  if (times !== undefined && (typeof times !== 'number' || !Number.isInteger(times) || times < 1)) {
    return '"times" must be a positive integer';
  }
  const base = { ...(key === undefined ? {} : { key }), ...(times === undefined ? {} : { times }) };
  if (fault === null) return { fault: null, ...base };
  if (!isObject(fault) || typeof fault.kind !== 'string') return '"fault" must be null or an object with a "kind"';
  const num = (name: string) => (typeof fault[name] === 'number' ? fault[name] : undefined);
  switch (fault.kind) {
    case 'delay': {
      const ms = num('ms');
      return ms === undefined ? 'delay needs "ms"' : { fault: { kind: 'delay', ms }, ...base };
    }
    case 'status': {
      const status = num('status');
      if (!FAULT_STATUSES.includes(status as FaultStatus)) return `status must be one of ${FAULT_STATUSES.join(', ')}`;
      const retryAfter = num('retryAfter');
      return {
        fault: { kind: 'status', status: status as FaultStatus, ...(retryAfter === undefined ? {} : { retryAfter }) },
        ...base,
      };
    }
    case 'limit': {
      const backoffSeconds = num('backoffSeconds');
      const status = num('status');
      if (backoffSeconds === undefined) return 'limit needs "backoffSeconds"';
      return { fault: { kind: 'limit', backoffSeconds, ...(status === undefined ? {} : { status }) }, ...base };
    }
    case 'huge': {
      const bytes = num('bytes');
      return { fault: { kind: 'huge', ...(bytes === undefined ? {} : { bytes }) }, ...base };
    }
    case 'wsClose': {
      const code = num('code');
      return { fault: { kind: 'wsClose', ...(code === undefined ? {} : { code }) }, ...base };
    }
    case 'idleClose': {
      const afterMs = num('afterMs');
      return { fault: { kind: 'idleClose', ...(afterMs === undefined ? {} : { afterMs }) }, ...base };
    }
    case 'flood': {
      const count = num('count');
      const perSecond = num('perSecond');
      if (count === undefined || perSecond === undefined) return 'flood needs "count" and "perSecond"';
      return { fault: { kind: 'flood', count, perSecond }, ...base };
    }
    case 'tamper':
      if (typeof fault.field !== 'string' || !('value' in fault)) return 'tamper needs "field" (a string) and "value"';
      return { fault: { kind: 'tamper', field: fault.field, value: fault.value }, ...base };
    case 'drop':
    case 'garbage':
    case 'wrongId':
    case 'truncated':
    case 'wrongTypes':
      return { fault: { kind: fault.kind }, ...base };
    default:
      return `unknown fault kind "${fault.kind}"`;
  }
}

const STATUS_MESSAGES: Record<FaultStatus, string> = {
  400: 'bad request',
  401: 'invalid project id',
  402: 'daily request count exceeded, request rate limited',
  403: 'rejected due to project ID settings',
  429: 'project ID request rate exceeded',
  500: 'internal server error',
  502: 'bad gateway',
  503: 'service unavailable',
  504: 'gateway timeout',
};

const JSON_HEADERS = { 'content-type': 'application/json' };

function mapIds(text: string, change: (id: unknown) => unknown): string {
  const parsed = JSON.parse(text) as unknown;
  const fix = (r: unknown) => (isObject(r) ? { ...r, id: change(r.id) } : r);
  return JSON.stringify(Array.isArray(parsed) ? parsed.map(fix) : fix(parsed));
}

function pad(text: string, bytes: number): string {
  const parsed = JSON.parse(text) as unknown;
  const padding = '0'.repeat(Math.max(0, bytes - text.length));
  // a batch is padded in its first element: the reply as a whole is what grows past the cap
  if (Array.isArray(parsed) && isObject(parsed[0]))
    return JSON.stringify([{ ...parsed[0], padding }, ...parsed.slice(1)]);
  if (!isObject(parsed)) return text;
  return JSON.stringify({ ...parsed, padding });
}

/**
 * Keeps the JSON-RPC shape but breaks the types, as a buggy proxy or a non-Ethereum node would:
 * hex strings become numbers, objects lose their strings to booleans. `null` stays `null`.
 */
function breakTypes(result: unknown): unknown {
  if (typeof result === 'string')
    return /^0x[0-9a-f]*$/i.test(result) ? Number.parseInt(result.slice(0, 14) || '0', 16) || 42 : 42;
  if (Array.isArray(result)) return result.map(breakTypes);
  if (isObject(result))
    return Object.fromEntries(
      Object.entries(result).map(([k, v]) => [k, k === 'hash' || k === 'transactionHash' ? v : breakTypes(v)]),
    );
  return result;
}

function mapResults(text: string): string {
  const parsed = JSON.parse(text) as unknown;
  const fix = (r: unknown) => (isObject(r) && 'result' in r ? { ...r, result: breakTypes(r.result) } : r);
  return JSON.stringify(Array.isArray(parsed) ? parsed.map(fix) : fix(parsed));
}

function tamperResults(text: string, field: string, value: unknown): string {
  const parsed = JSON.parse(text) as unknown;
  const fix = (r: unknown) =>
    isObject(r) && isObject(r.result) && field in r.result ? { ...r, result: { ...r.result, [field]: value } } : r;
  return JSON.stringify(Array.isArray(parsed) ? parsed.map(fix) : fix(parsed));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Turns a fault into what the transport does; a delay is served here, before answering. */
export async function enactFault(fault: Fault | null): Promise<FaultOutcome> {
  if (fault === null) return { action: 'answer' };
  switch (fault.kind) {
    case 'delay':
      await sleep(fault.ms);
      return { action: 'answer' };
    case 'drop':
      return { action: 'hangUp' };
    case 'wsClose':
      return { action: 'hangUp', wsCloseCode: fault.code ?? 1011 };
    case 'garbage':
      return {
        action: 'reply',
        status: 200,
        headers: { 'content-type': 'text/html' },
        body: '<html><body>oops</body></html>',
      };
    case 'status': {
      const headers: Record<string, string> = { ...JSON_HEADERS };
      if (fault.retryAfter !== undefined) headers['retry-after'] = String(fault.retryAfter);
      const code = fault.status === 429 ? LIMIT_EXCEEDED : -32002;
      const body = JSON.stringify(errorResponse(null, code, STATUS_MESSAGES[fault.status]));
      return { action: 'reply', status: fault.status, headers, body };
    }
    case 'limit': {
      const body = JSON.stringify(
        errorResponse(null, LIMIT_EXCEEDED, 'project ID request rate exceeded', {
          backoff_seconds: fault.backoffSeconds,
        }),
      );
      return { action: 'reply', status: fault.status ?? 429, headers: JSON_HEADERS, body };
    }
    case 'wrongId':
      return {
        action: 'answer',
        transform: (text) => mapIds(text, (id) => (typeof id === 'number' ? id + 1_000_000 : 'wrong-id')),
      };
    case 'truncated':
      return { action: 'answer', transform: (text) => text.slice(0, Math.floor(text.length / 2)) };
    case 'huge':
      return { action: 'answer', transform: (text) => pad(text, fault.bytes ?? 4 * 1024 * 1024) };
    case 'wrongTypes':
      return { action: 'answer', transform: mapResults };
    case 'idleClose':
      return { action: 'answer', closeWhenIdleMs: fault.afterMs ?? 50 };
    case 'tamper':
      return { action: 'answer', transform: (text) => tamperResults(text, fault.field, fault.value) };
    case 'flood':
      return { action: 'answer', flood: { count: fault.count, perSecond: fault.perSecond } };
  }
}
