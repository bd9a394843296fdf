/**
 * Counts what reaches the gateway (every HTTP request, every WebSocket message), in total and per
 * API key, so a test can prove that bad input never left the browser.
 */
export class RequestCounter {
  private total = 0;
  private readonly perKey = new Map<string, number>();

  record(key: string | undefined): void {
    this.total++;
    if (key !== undefined) this.perKey.set(key, (this.perKey.get(key) ?? 0) + 1);
  }

  count(key?: string): number {
    return key === undefined ? this.total : (this.perKey.get(key) ?? 0);
  }

  reset(key?: string): void {
    if (key === undefined) {
      this.total = 0;
      this.perKey.clear();
    } else {
      this.perKey.delete(key);
    }
  }

  snapshot(): { requests: number; byKey: Record<string, number> } {
    return { requests: this.total, byKey: Object.fromEntries(this.perKey) };
  }
}
