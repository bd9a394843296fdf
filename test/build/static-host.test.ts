import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import { headerContentSecurityPolicy, normalizeBase } from '../../build/static-host.ts';

describe('HEXRAY_BASE', () => {
  it('takes a sub-path however its slashes are written', () => {
    expect(normalizeBase('/')).toBe('/');
    expect(normalizeBase('')).toBe('/');
    expect(normalizeBase('hexray')).toBe('/hexray/');
    expect(normalizeBase('/hexray')).toBe('/hexray/');
    expect(normalizeBase(' /team/hexray/ ')).toBe('/team/hexray/');
    expect(normalizeBase('//hexray//')).toBe('/hexray/');
  });

  it('leaves a relative base or a URL as given, for the build to refuse', () => {
    expect(normalizeBase('./')).toBe('./');
    expect(normalizeBase('https://cdn.example/hexray/')).toBe('https://cdn.example/hexray/');
  });

  it.each(['./', 'https://cdn.example/hexray/'])('the build refuses base %s, saying why', async (base) => {
    // refused while the configuration resolves: nothing is bundled or written
    await expect(build({ base, logLevel: 'silent', build: { write: false } })).rejects.toThrow(
      /absolute path such as \/hexray\/.*404\.html must find its scripts/,
    );
  });
});

describe('the policy sent as a header', () => {
  it('is the meta tag policy with framing forbidden, which only a header can say', () => {
    expect(headerContentSecurityPolicy("default-src 'self'")).toBe("default-src 'self'; frame-ancestors 'none'");
  });
});
