/**
 * The second endpoint: another provider, asked only one thing — the hash of the block a page's
 * proofs rest on, by its number (eth_getBlockByNumber) — so that a page can say whether a second
 * party sees the same block. It is entered, checked and kept exactly as the connection is
 * (validate-connection.ts, connection.ts): the key for the tab, on the device only when
 * remembered, never in a link. Only what differs is here: where it is kept, that it must be
 * another endpoint than the one in use, and the host a page names it by.
 */
import type { FormResult } from '../domain/parse-result.ts';
import {
  endpointId,
  forgetKeptConnection,
  keepUserConnection,
  loadKeptConnection,
  type Connection,
} from './connection.ts';
import { parseConnection, type ConnectionErrors } from './validate-connection.ts';

export const SECOND_ENDPOINT_STORAGE_KEY = 'hexray.second-endpoint';

export interface SecondEndpointSettings {
  connection: Connection;
  remember: boolean;
}

export function saveSecondEndpoint(settings: SecondEndpointSettings, device?: Storage, tab?: Storage): void {
  keepUserConnection(SECOND_ENDPOINT_STORAGE_KEY, settings, device, tab);
}

/** The second endpoint kept for this tab or remembered on the device; null when there is none, or its key was not kept. */
export function loadSecondEndpoint(device?: Storage, tab?: Storage): SecondEndpointSettings | null {
  const kept = loadKeptConnection(SECOND_ENDPOINT_STORAGE_KEY, device, tab);
  if (!kept?.complete) return null;
  return { connection: kept.settings.connection, remember: kept.settings.remember };
}

/** What the form shows again in a new tab: the non-secret parts, the key left to be typed again. */
export function secondEndpointDraft(device?: Storage, tab?: Storage): SecondEndpointSettings | null {
  const kept = loadKeptConnection(SECOND_ENDPOINT_STORAGE_KEY, device, tab);
  return kept && { connection: kept.settings.connection, remember: kept.settings.remember };
}

export function forgetSecondEndpoint(device?: Storage, tab?: Storage): void {
  forgetKeptConnection(SECOND_ENDPOINT_STORAGE_KEY, device, tab);
}

/**
 * The second endpoint's boxes, checked as the connection's are; and it must be another endpoint
 * than `first` (the one in use): the same one asked twice is no second opinion.
 */
export function parseSecondEndpoint(
  typed: Connection,
  first: Connection | null,
): FormResult<Connection, keyof ConnectionErrors> {
  const result = parseConnection(typed);
  if (!result.ok || !first || endpointId(result.value) !== endpointId(first)) return result;
  const message = 'This is the endpoint in use: a second opinion needs another endpoint (another provider or key).';
  return { ok: false, message, fields: result.value.kind === 'provider' ? { base: message } : { url: message } };
}

/**
 * The name a page gives the second endpoint: its host (and port), never its path, query or user
 * part, where keys travel. A URL that does not parse (storage edited by hand) is "the second endpoint".
 */
export function secondEndpointHost(connection: Connection): string {
  try {
    return new URL(connection.kind === 'provider' ? connection.base : connection.url).host || 'the second endpoint';
  } catch {
    return 'the second endpoint';
  }
}
