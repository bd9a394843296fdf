/**
 * Counts what reaches the gateway (every HTTP request, every WebSocket message), in total and per
 * API key, so a test can prove that bad input never left the browser; and the JSON-RPC methods
 * each key was asked (every call of a batch), so a test can prove what an endpoint was asked.
 */
export class RequestCounter {
  private total = 0;
  private readonly perKey = new Map<string, number>();
  private readonly perKeyMethod = new Map<string, Map<string, number>>();

  record(key: string | undefined): void {
    this.total++;
    if (key !== undefined) this.perKey.set(key, (this.perKey.get(key) ?? 0) + 1);
  }

  /** The methods named in a request's body (one call or a batch); a body that is not JSON names none. */
  recordMethods(key: string, body: string): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return;
    }
    const calls: unknown[] = Array.isArray(parsed) ? parsed : [parsed];
    const methods = this.perKeyMethod.get(key) ?? new Map<string, number>();
    this.perKeyMethod.set(key, methods);
    for (const call of calls) {
      const method = (call as { method?: unknown } | null)?.method;
      const name = typeof method === 'string' ? method : '(no method)';
      methods.set(name, (methods.get(name) ?? 0) + 1);
    }
  }

  count(key?: string): number {
    return key === undefined ? this.total : (this.perKey.get(key) ?? 0);
  }

  reset(key?: string): void {
    if (key === undefined) {
      this.total = 0;
      this.perKey.clear();
      this.perKeyMethod.clear();
    } else {
      this.perKey.delete(key);
      this.perKeyMethod.delete(key);
    }
  }

  snapshot(): {
    requests: number;
    byKey: Record<string, number>;
    byKeyMethod: Record<string, Record<string, number>>;
  } {
    return {
      requests: this.total,
      byKey: Object.fromEntries(this.perKey),
      byKeyMethod: Object.fromEntries(
        [...this.perKeyMethod].map(([key, methods]) => [key, Object.fromEntries(methods)]),
      ),
    };
  }
}
