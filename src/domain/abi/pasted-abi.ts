/**
 * An ABI as a person pastes it: solc/Hardhat JSON (an array, or an object with an `abi` array), or
 * human-readable lines as in ethers and viem (`function transfer(address to, uint256 amount)`,
 * `event Tick(uint256 indexed i)`, `error Nope(uint256 code)`), one per line or as a JSON array of
 * such strings. Functions decode transaction input, events decode logs, errors decode revert
 * data; constructors, fallback and receive are skipped, as are blank lines and `//` comments.
 */
import { AbiSyntaxError } from './abi-type.ts';
import { AbiJsonError, parseJsonAbi, withTrust, type ParsedAbi } from './json-abi.ts';
import { parseErrorSignature, parseEventSignature, parseFunctionSignature } from './signature.ts';
import { parsed, rejected, type ParseResult } from '../parse-result.ts';

const SKIPPED = /^(constructor|fallback|receive)\b/;
const KINDS = '"function", "event" or "error"';

function parseLines(lines: readonly string[], source: string): ParsedAbi {
  const out: ParsedAbi = { functions: [], events: [], errors: [] };
  lines.forEach((raw, i) => {
    const line = raw.trim().replace(/;$/, '');
    if (line === '' || line.startsWith('//') || SKIPPED.test(line)) return;
    try {
      if (/^function\s/.test(line)) out.functions.push(parseFunctionSignature(line, source));
      else if (/^event\s/.test(line)) out.events.push(parseEventSignature(line, source));
      else if (/^error\s/.test(line)) out.errors.push(parseErrorSignature(line, source));
      else throw new AbiSyntaxError(`expected a line starting with ${KINDS}`);
    } catch (error) {
      if (error instanceof AbiSyntaxError) throw new AbiJsonError(`line ${i + 1}`, error.message);
      throw error;
    }
  });
  return out;
}

/** A pasted ABI, every entry marked 'pasted': the most trusted names there are. */
export function parsePastedAbi(text: string, source = 'your ABI'): ParsedAbi {
  return withTrust(parseAbiText(text, source), 'pasted');
}

function parseAbiText(text: string, source: string): ParsedAbi {
  const trimmed = text.trim();
  if (trimmed === '') throw new AbiJsonError('', 'The ABI is empty');
  if (trimmed.startsWith('[') || trimmed.startsWith('{')) {
    let json: unknown;
    try {
      json = JSON.parse(trimmed);
    } catch (error) {
      throw new AbiJsonError(
        '',
        `Not valid JSON (${(error as Error).message}); human-readable lines start with ${KINDS}`,
      );
    }
    if (Array.isArray(json) && json.length > 0 && json.every((entry) => typeof entry === 'string'))
      return parseLines(json, source);
    return parseJsonAbi(json, source);
  }
  return parseLines(trimmed.split('\n'), source);
}

/** The ABI box: the ABI, or the message to show. The parsers inside throw; this is where that stops. */
export function readPastedAbi(text: string): ParseResult<ParsedAbi> {
  try {
    return parsed(parsePastedAbi(text));
  } catch (error) {
    if (error instanceof AbiJsonError || error instanceof AbiSyntaxError) return rejected(error.message);
    throw error;
  }
}
