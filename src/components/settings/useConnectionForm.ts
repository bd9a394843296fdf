import { useState } from 'react';
import type { Connection, Transport } from '../../connection/connection.ts';
import type { FormResult } from '../../domain/parse-result.ts';
import { parseConnection, type ConnectionErrors } from '../../connection/validate-connection.ts';

/**
 * The settings form's boxes, started from the draft connection, and the check that reads them
 * (`parse`: the connection's own, or one that adds to it, as the second endpoint's does).
 */
export function useConnectionForm(
  start: Connection | undefined,
  parse: (typed: Connection) => FormResult<Connection, keyof ConnectionErrors> = parseConnection,
) {
  const [kind, setKind] = useState<Connection['kind']>(start?.kind ?? 'provider');
  const [base, setBase] = useState(start?.kind === 'provider' ? start.base : '');
  const [apiKey, setApiKey] = useState(start?.kind === 'provider' ? start.apiKey : '');
  const [url, setUrl] = useState(start?.kind === 'url' ? start.url : '');
  const [transport, setTransport] = useState<Transport>(start?.kind === 'provider' ? start.transport : 'http');
  const [errors, setErrors] = useState<ConnectionErrors>({});

  /** The connection as typed, tidied; or null, with each box's message shown beside it. */
  function check(): Connection | null {
    const result = parse(kind === 'provider' ? { kind, base, apiKey, transport } : { kind, url });
    setErrors(result.ok ? {} : result.fields);
    return result.ok ? result.value : null;
  }

  /** Shows a connection chosen elsewhere (the devnet preset) in the boxes. */
  function fill(connection: Connection) {
    setKind(connection.kind);
    if (connection.kind === 'url') return setUrl(connection.url);
    setBase(connection.base);
    setApiKey(connection.apiKey);
    setTransport(connection.transport);
  }

  return { kind, setKind, base, setBase, apiKey, setApiKey, url, setUrl, transport, setTransport, errors, check, fill };
}

export type ConnectionForm = ReturnType<typeof useConnectionForm>;
