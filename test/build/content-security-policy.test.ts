/**
 * The policy's connect-src: by default any https/wss endpoint the person picks (and loopback for a
 * local node); built with HEXRAY_CONNECT_SRC, exactly the listed origins, so a self-hoster's
 * deployment can reach its endpoint and its own name sources and nothing else. A typo fails the build.
 */
import { describe, expect, it } from 'vitest';
import { connectSources, contentSecurityPolicy } from '../../build/content-security-policy.ts';

const connectSrc = (policy: string) => policy.split('; ').find((part) => part.startsWith('connect-src'));

describe('connect-src', () => {
  it('by default reaches any https endpoint and the public name sources', () => {
    const directive = connectSrc(contentSecurityPolicy([], null))!;
    expect(directive.split(' ')).toEqual(expect.arrayContaining(["'self'", 'https:', 'wss:']));
  });

  it('with the build setting, allows exactly the listed origins', () => {
    const listed = connectSources('https://rpc.example.org wss://rpc.example.org  https://sigs.example.org:8443');
    expect(connectSrc(contentSecurityPolicy([], listed))).toBe(
      "connect-src 'self' https://rpc.example.org wss://rpc.example.org https://sigs.example.org:8443",
    );
  });

  it('an unset or empty setting keeps the default', () => {
    expect(connectSources(undefined)).toBeNull();
    expect(connectSources('  ')).toBeNull();
  });

  it('refuses what is not an origin, naming it', () => {
    expect(() => connectSources('https://sigs.example.org/api')).toThrow(
      '"https://sigs.example.org/api" is not an http(s) or ws(s) origin',
    );
    expect(() => connectSources('ftp://files.example.org')).toThrow('is not an http(s) or ws(s) origin');
    expect(() => connectSources('sigs.example.org')).toThrow('"sigs.example.org" is not a URL');
  });
});
