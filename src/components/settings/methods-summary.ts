import type { EndpointFacts } from '../../data/endpoint-facts.ts';
import { OPTIONAL_METHODS } from '../../rpc/optional-method-names.ts';

/** One line for what the endpoint serves beyond the four methods (the header badge, the home page). */
export function methodsSummary(facts: EndpointFacts): string {
  const served = OPTIONAL_METHODS.filter((method) => facts.methods[method] === 'served').length;
  const known = OPTIONAL_METHODS.filter((method) => facts.methods[method] !== undefined).length;
  if (known === 0) return 'optional read methods not known yet';
  if (served === 0 && known === OPTIONAL_METHODS.length) return 'the four methods only';
  return `serves ${served} of ${OPTIONAL_METHODS.length} optional read methods${known < OPTIONAL_METHODS.length ? ' (more not known yet)' : ''}`;
}
