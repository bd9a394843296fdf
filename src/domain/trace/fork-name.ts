/**
 * A fork named in a link (`?fork=`): execution-specs' names (`tangerine_whistle`, `prague`),
 * written with `-` or `_`, in any case, so `Tangerine-Whistle` is the same fork.
 */
import { ETHEREUM_FORKS, type EthereumFork } from '../network/fork-schedules.ts';
import { parsed, rejected, type ParseResult } from '../parse-result.ts';

export function parseForkName(text: string): ParseResult<EthereumFork> {
  const name = text.trim().toLowerCase().replaceAll('-', '_');
  const fork = ETHEREUM_FORKS.find((known) => known === name);
  if (fork) return parsed(fork);
  return rejected(`is not a fork Hexray knows; the names are ${ETHEREUM_FORKS.join(', ')} (- or _, any case).`);
}
