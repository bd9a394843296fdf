import { describe, expect, it } from 'vitest';
import { inAppPath, routerBasename } from '../../src/routes/base-path.ts';

describe('inAppPath: the in-app path of the address bar, under the build base', () => {
  it('at the root, the path is the in-app path', () => {
    expect(routerBasename).toBe('/');
    expect(inAppPath('/tx/0xab')).toBe('/tx/0xab');
  });

  it('under /hexray, takes the base off on a segment boundary, as the router does', () => {
    expect(inAppPath('/hexray/tx/0xab/receipt', '/hexray')).toBe('/tx/0xab/receipt');
    expect(inAppPath('/hexray/', '/hexray')).toBe('/');
    expect(inAppPath('/hexray', '/hexray')).toBe('/');
    expect(inAppPath('/HexRay/tx/0xab', '/hexray')).toBe('/tx/0xab');
  });

  it('a path outside the base is none of ours', () => {
    expect(inAppPath('/tx/0xab', '/hexray')).toBeNull();
    expect(inAppPath('/hexray2/tx/0xab', '/hexray')).toBeNull();
  });
});
