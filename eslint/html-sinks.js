// @ts-check
/**
 * The ways a string becomes markup or code in a page. Chain data (input data, log data, storage
 * words) can hold any bytes, including HTML and script, so src/ renders everything as React text
 * and may use none of these. Used as `no-restricted-syntax` entries in eslint.config.js; the
 * hostile suite (test/hostile/no-inner-html.test.ts) checks each one still catches its sink.
 */
export const HTML_SINKS = [
  {
    selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
    message: 'Chain data is hostile: render text, never dangerouslySetInnerHTML.',
  },
  {
    selector: 'MemberExpression[property.name=/^(inner|outer)HTML$/]',
    message: 'Chain data is hostile: use textContent or React text, never innerHTML/outerHTML.',
  },
  {
    selector: "CallExpression[callee.property.name='insertAdjacentHTML']",
    message: 'Chain data is hostile: never insertAdjacentHTML.',
  },
  {
    selector: "CallExpression[callee.object.name='document'][callee.property.name=/^write(ln)?$/]",
    message: 'Chain data is hostile: never document.write.',
  },
  {
    selector: "CallExpression[callee.property.name='createContextualFragment']",
    message: 'Chain data is hostile: never parse markup into a fragment.',
  },
];
