/**
 * The devnet preset `npm start` serves: its chain id (204 for `npm start -- --opbnb`) is what names
 * the network of a transaction that carries none (a deposit), so it is kept only when it is one.
 */
import { describe, expect, it } from 'vitest';
import { fetchDevnetPreset } from '../../src/connection/devnet-preset.ts';

const answer = (body: unknown): typeof fetch => (async () => Response.json(body)) as typeof fetch;
const preset = { base: 'http://127.0.0.1:8545', apiKey: 'hexray-demo-key', examples: [] };

describe('fetchDevnetPreset', () => {
  it('keeps the chain id the preset names', async () => {
    expect(await fetchDevnetPreset(answer({ ...preset, chainId: 204 }))).toEqual({ ...preset, chainId: 204 });
  });

  it('leaves out a chain id that is not a positive whole number; an older preset has none', async () => {
    for (const chainId of ['204', -1, 0, 1.5, null]) {
      expect(await fetchDevnetPreset(answer({ ...preset, chainId }))).toEqual(preset);
    }
    expect(await fetchDevnetPreset(answer(preset))).toEqual(preset);
  });
});
