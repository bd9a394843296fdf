import type { EndpointFacts } from '../../data/stores/endpoint-facts.ts';
import { LEARNED_ON_USE, OPTIONAL_METHODS } from '../../rpc/optional-method-names.ts';

/** One line for what the endpoint serves beyond the four methods (the header badge, the home page). */
export function methodsSummary(facts: EndpointFacts): string {
  // a method learned on first use is counted once something used it
  const counted = OPTIONAL_METHODS.filter(
    (method) => !LEARNED_ON_USE.has(method) || facts.methods[method] !== undefined,
  );
  const served = counted.filter((method) => facts.methods[method] === 'served').length;
  const known = counted.filter((method) => facts.methods[method] !== undefined).length;
  if (known === 0) return 'optional read methods not known yet';
  if (served === 0 && known === counted.length) return 'the four methods only';
  return `serves ${served} of ${counted.length} optional read methods${known < counted.length ? ' (more not known yet)' : ''}`;
}
