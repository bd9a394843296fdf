/**
 * Hostile calldata: how long `decodeFunctionInput` takes on a multicall whose offsets all alias one
 * large element, beside viem and ox (which refuse it with a size-limit error), and beside our
 * decoder as it was before the budget (taken from git and run at smaller sizes only: at 120 KB it
 * took 27 s and 3.7 GB). Also an honest 10 MB multicall, the largest a reply may carry, decoded
 * in full. Wall time of one decode, median of a few rounds; measurements only.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { decode as oxDecode } from 'ox/AbiParameters';
import { decodeAbiParameters as viemDecode } from 'viem';
import { COMMON_FUNCTIONS } from '../../src/domain/abi/common-signatures.ts';
import { decodeFunctionInput } from '../../src/domain/abi/decode-function-input.ts';
import type { FunctionTable } from '../../src/domain/abi/signature.ts';
import type { Hex } from '../../src/domain/hex.ts';
import { aliasingMulticall, honestMulticall } from '../domain/abi/hostile-calldata.ts';
import { median, round, spread, type Measurement } from './measure.ts';

/** The commit before the budget (and before hex⇄bytes got faster): its src/domain, copied out of git whole. */
const BEFORE_BUDGET = '3c98767';

type Decode = (input: Hex, table: FunctionTable) => unknown;

async function oldDecoder(): Promise<Decode> {
  const dir = resolve('artifacts/bench/abi-before-budget');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  execFileSync('sh', ['-c', `git archive ${BEFORE_BUDGET} src/domain | tar -x -C '${dir}'`]);
  const module = (await import(pathToFileURL(resolve(dir, 'src/domain/abi/decode-function-input.ts')).href)) as {
    decodeFunctionInput: Decode;
  };
  return module.decodeFunctionInput;
}

function timeOnce(run: () => unknown): { ms: number; outcome: string } {
  const started = performance.now();
  let outcome: string;
  try {
    const result = run() as { ok?: boolean; tooCostly?: boolean } | undefined;
    outcome = result?.tooCostly ? 'too costly' : result?.ok === false ? 'refused' : 'decoded';
  } catch (error) {
    outcome = (error as Error).name;
  }
  return { ms: performance.now() - started, outcome };
}

function measureDecode(
  measure: string,
  run: () => unknown,
  rounds: number,
  peer?: { name: string; run: () => unknown },
): Measurement {
  const ours = Array.from({ length: rounds }, () => timeOnce(run));
  const theirs = peer ? Array.from({ length: rounds }, () => timeOnce(peer.run)) : [];
  const value = round(median(ours.map((r) => r.ms)), 1);
  const peerValue = peer ? round(median(theirs.map((r) => r.ms)), 1) : null;
  return {
    measure,
    value,
    unit: 'ms',
    peer: peer ? `${peer.name} (${theirs[0]!.outcome})` : null,
    peerValue,
    ratio: peerValue ? round(value / peerValue, 2) : null,
    target: null,
    note: `${ours[0]!.outcome}; ${spread(ours.map((r) => r.ms))} ms over ${rounds}`,
  };
}

export async function benchAbiDecode({
  rounds = 3,
  log = console.error,
}: { rounds?: number; log?: (line: string) => void } = {}): Promise<Measurement[]> {
  const results: Measurement[] = [];
  const ours = (input: Hex) => () => decodeFunctionInput(input, COMMON_FUNCTIONS);
  const viem = (input: Hex) => () => viemDecode([{ type: 'bytes[]' }], `0x${input.slice(10)}`);
  const ox = (input: Hex) => () => oxDecode([{ type: 'bytes[]' }], `0x${input.slice(10)}`);

  const hostile = aliasingMulticall(120_000);
  log('abi: aliasing multicall of 120 KB…');
  results.push(
    measureDecode('abi: aliasing multicall 120 KB (vs viem)', ours(hostile), rounds, {
      name: 'viem',
      run: viem(hostile),
    }),
  );
  results.push(
    measureDecode('abi: aliasing multicall 120 KB (vs ox)', ours(hostile), rounds, { name: 'ox', run: ox(hostile) }),
  );
  // viem's and ox's budgets grow with 32 × the data: at 1 MB each took 15 s and 1 GB of heap
  // before refusing, at 10 MB both exhausted a 4 GB heap. Ours alone past 120 KB, then.
  for (const size of [1_000_000, 10_000_000]) {
    log(`abi: aliasing multicall of ${size / 1e6} MB…`);
    results.push(measureDecode(`abi: aliasing multicall ${size / 1e6} MB`, ours(aliasingMulticall(size)), rounds));
  }

  const honest = honestMulticall(100, 100_000);
  log('abi: honest 10 MB multicall…');
  results.push(
    measureDecode('abi: honest multicall 10 MB (vs viem)', ours(honest), rounds, { name: 'viem', run: viem(honest) }),
  );

  const before = await oldDecoder();
  for (const size of [12_000, 24_000, 40_000]) {
    const input = aliasingMulticall(size);
    log(`abi: aliasing multicall of ${size / 1e3} KB, before the budget…`);
    results.push(
      measureDecode(`abi: aliasing multicall ${size / 1e3} KB (vs before the budget)`, ours(input), 1, {
        name: `ours at ${BEFORE_BUDGET}`,
        run: () => before(input, COMMON_FUNCTIONS),
      }),
    );
  }
  return results;
}
