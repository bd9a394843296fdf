import { describe, expect, it } from 'vitest';
import { ETHEREUM_FORKS, forkAt, forkSchedule } from '../../../src/domain/network/fork-schedules.ts';
import { NETWORKS, networkByChainId } from '../../../src/domain/network/networks.ts';

const mainnet = networkByChainId(1n)!;
const sepolia = networkByChainId(11155111n)!;
const opMainnet = networkByChainId(10n)!;
const base = networkByChainId(8453n)!;

/** The rules in force, or null when not known. */
const rulesAt = (network: typeof mainnet, block: number | bigint, time: number | bigint) =>
  forkAt(network, BigInt(block), BigInt(time))?.rules ?? null;

describe('Ethereum Mainnet', () => {
  it('each block-numbered fork starts at its block, not one before', () => {
    const starts: [number, string, string][] = [
      [1_150_000, 'frontier', 'homestead'],
      [2_463_000, 'homestead', 'tangerine_whistle'],
      [2_675_000, 'tangerine_whistle', 'spurious_dragon'],
      [4_370_000, 'spurious_dragon', 'byzantium'],
      [9_069_000, 'petersburg', 'istanbul'],
      [12_244_000, 'istanbul', 'berlin'],
      [12_965_000, 'berlin', 'london'],
      [15_537_394, 'london', 'paris'],
    ];
    for (const [start, before, from] of starts) {
      expect(rulesAt(mainnet, start - 1, 0), `block ${start - 1}`).toBe(before);
      expect(rulesAt(mainnet, start, 0), `block ${start}`).toBe(from);
    }
    expect(rulesAt(mainnet, 0, 0)).toBe('frontier');
  });

  it('Constantinople was replaced by Petersburg at the same block: no block ran Constantinople alone', () => {
    expect(rulesAt(mainnet, 7_279_999, 0)).toBe('byzantium');
    expect(rulesAt(mainnet, 7_280_000, 0)).toBe('petersburg');
  });

  it('from Shanghai on, the block’s timestamp decides (the first Shanghai, Cancun and Prague blocks and the ones before)', () => {
    // block numbers and timestamps of the blocks on each side of the activation
    expect(rulesAt(mainnet, 17_034_869, 1681338443)).toBe('paris');
    expect(rulesAt(mainnet, 17_034_870, 1681338455)).toBe('shanghai');
    expect(rulesAt(mainnet, 19_426_586, 1710338123)).toBe('shanghai');
    expect(rulesAt(mainnet, 19_426_587, 1710338135)).toBe('cancun');
    expect(rulesAt(mainnet, 22_431_083, 1746612299)).toBe('cancun');
    expect(rulesAt(mainnet, 22_431_084, 1746612311)).toBe('prague');
    expect(rulesAt(mainnet, 23_935_694, 1764798551)).toBe('osaka');
  });

  it('names each upgrade by the Ethereum fork itself', () => {
    expect(forkAt(mainnet, 20_000_000n, 1717000000n)).toEqual({
      name: 'cancun',
      rules: 'cancun',
      at: { time: 1710338135n },
    });
  });
});

describe('Sepolia', () => {
  it('began with every fork up to London; the Merge at block 1,450,409; then by time', () => {
    expect(rulesAt(sepolia, 0, 0)).toBe('london');
    expect(rulesAt(sepolia, 1_450_408, 0)).toBe('london');
    expect(rulesAt(sepolia, 1_450_409, 0)).toBe('paris');
    expect(rulesAt(sepolia, 3_000_000, 1677557087)).toBe('paris');
    expect(rulesAt(sepolia, 3_000_000, 1677557088)).toBe('shanghai');
    expect(rulesAt(sepolia, 5_200_000, 1706655072)).toBe('cancun');
    expect(rulesAt(sepolia, 7_900_000, 1741159776)).toBe('prague');
    expect(rulesAt(sepolia, 9_000_000, 1760427360)).toBe('osaka');
  });
});

describe('OP-stack chains', () => {
  it('OP Mainnet: its own upgrades, each with the Ethereum rules it carries', () => {
    const at = (block: number, time: number) => forkAt(opMainnet, BigInt(block), BigInt(time));
    expect(at(105_235_063, 1686068903)).toMatchObject({ name: 'Bedrock', rules: 'paris' });
    expect(at(114_000_000, 1704992401)).toMatchObject({ name: 'Canyon', rules: 'shanghai' });
    expect(at(117_000_000, 1710374400)).toMatchObject({ name: 'Canyon', rules: 'shanghai' });
    expect(at(117_000_000, 1710374401)).toMatchObject({ name: 'Ecotone', rules: 'cancun' });
    expect(at(130_000_000, 1736445601)).toMatchObject({ name: 'Holocene', rules: 'cancun' });
    expect(at(135_000_000, 1746806401)).toMatchObject({ name: 'Isthmus', rules: 'prague' });
  });

  it('OP Mainnet before Bedrock ran the legacy OVM: not known, rather than an Ethereum fork', () => {
    expect(forkAt(opMainnet, 105_235_062n, 1686068901n)).toBeNull();
    expect(forkAt(opMainnet, 0n, 0n)).toBeNull();
  });

  it('Base began at Bedrock and follows the same superchain upgrades', () => {
    expect(forkAt(base, 0n, 1686789347n)).toMatchObject({ name: 'Bedrock', rules: 'paris' });
    expect(forkAt(base, 27_000_000n, 1742000000n)).toMatchObject({ name: 'Holocene', rules: 'cancun' });
  });
});

describe('networks whose schedule is not known', () => {
  it('say so (null) instead of guessing Ethereum’s', () => {
    for (const chainId of [42161n, 324n, 5000n, 534352n, 42220n, 56n, 31337n]) {
      const network = networkByChainId(chainId)!;
      expect(forkSchedule(network), network.name).toBeNull();
      expect(forkAt(network, 1_000_000n, 1_800_000_000n), network.name).toBeNull();
    }
  });
});

describe('every schedule', () => {
  const scheduled = NETWORKS.filter((n) => forkSchedule(n) !== null);

  it('is for a network Hexray knows: Ethereum Mainnet, Sepolia, Holesky, Hoodi, OP Mainnet and Base', () => {
    expect(scheduled.map((n) => n.name).sort()).toEqual(
      ['Base', 'Ethereum Mainnet', 'Holesky', 'Hoodi', 'OP Mainnet', 'Sepolia'].sort(),
    );
  });

  it('runs forward: blocks before times, each later or equal, rules never going back', () => {
    for (const network of scheduled) {
      const schedule = forkSchedule(network)!;
      const blocks = schedule.flatMap((u) => ('block' in u.at ? [u.at.block] : []));
      const times = schedule.flatMap((u) => ('time' in u.at ? [u.at.time] : []));
      expect(
        schedule.slice(0, blocks.length).every((u) => 'block' in u.at),
        network.name,
      ).toBe(true);
      expect(blocks, network.name).toEqual([...blocks].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      expect(times, network.name).toEqual([...times].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      const order = schedule.map((u) => ETHEREUM_FORKS.indexOf(u.rules));
      expect(order, network.name).toEqual([...order].sort((a, b) => a - b));
    }
  });

  it('Holesky and Hoodi began merged: Paris at block 0; Hoodi with Cancun too', () => {
    expect(rulesAt(networkByChainId(17000n)!, 0, 1695902400)).toBe('paris');
    expect(rulesAt(networkByChainId(17000n)!, 0, 1696000704)).toBe('shanghai');
    expect(rulesAt(networkByChainId(560048n)!, 0, 1742213400)).toBe('cancun');
    expect(rulesAt(networkByChainId(560048n)!, 60_000, 1742999832)).toBe('prague');
  });
});
