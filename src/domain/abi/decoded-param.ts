import { formatAbiType, type AbiParameter, type AbiType } from './abi-type.ts';
import type { AbiValue } from './decode-abi-parameters.ts';

/** One decoded argument, ready to show. */
export interface DecodedParam {
  name: string;
  /** Canonical type string: `uint256`, `(address,bytes)[]`. */
  type: string;
  abiType: AbiType;
  value: AbiValue;
  /** Events only: the value came from a topic. */
  indexed?: boolean;
  /** An indexed string/bytes/array/tuple: the topic holds keccak256 of the value, so `value` is that hash. */
  hashed?: boolean;
}

export function decodedParam(
  param: AbiParameter,
  value: AbiValue,
  extra: { indexed?: boolean; hashed?: boolean } = {},
): DecodedParam {
  return { name: param.name, type: formatAbiType(param.type), abiType: param.type, value, ...extra };
}
