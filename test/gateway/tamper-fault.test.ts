/** The `tamper` fault: one field of the result changed, everything else (the hash too) as the node sent it. */
import { describe, expect, inject, it } from 'vitest';
import { httpUrl, postJson, scopedKey, setFault } from '../devnet/gateway-client.ts';

const manifest = inject('manifest');
const request = (method: string) => ({ jsonrpc: '2.0', id: 1, method, params: [manifest.roles.legacy.hash] });

describe('tamper fault', () => {
  it('changes only the named field of a result that has it', async () => {
    const key = scopedKey(manifest, 'tamper');
    const honest = await postJson(httpUrl(manifest, key), request('eth_getTransactionByHash'));
    await setFault(manifest, key, { kind: 'tamper', field: 'value', value: '0x1' }, 1);
    const tampered = await postJson(httpUrl(manifest, key), request('eth_getTransactionByHash'));
    expect(tampered.json.result).toEqual({ ...honest.json.result, value: '0x1' });
    expect(tampered.json.result.hash).toBe(manifest.roles.legacy.hash);
  });

  it('leaves a result without that field alone', async () => {
    const key = scopedKey(manifest, 'tamper-none');
    const honest = await postJson(httpUrl(manifest, key), request('eth_getTransactionReceipt'));
    await setFault(manifest, key, { kind: 'tamper', field: 'value', value: '0x1' }, 1);
    expect((await postJson(httpUrl(manifest, key), request('eth_getTransactionReceipt'))).json).toEqual(honest.json);
  });

  it('is refused without a field', async () => {
    const response = await fetch(manifest.admin!.faults!, {
      method: 'POST',
      body: JSON.stringify({ fault: { kind: 'tamper', value: 1 } }),
    });
    expect(response.status).toBe(400);
  });
});
