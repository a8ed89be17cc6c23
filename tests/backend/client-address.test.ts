// The one client-address rule (D22, issue 20): which header is trusted in which mode.
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress as nodeClientAddress } from '../../scripts/local-backend/http-io.ts';
import { clientAddress, normalizeAddress, rateLimitKeys, rightmostForwarded } from '../../supabase/functions/_shared/client-address.ts';

const headers = (values: Record<string, string>) => (name: string) => new Headers(values).get(name);
const hosted = (values: Record<string, string>) => clientAddress(headers(values), { mode: 'hosted' });
const local = (values: Record<string, string>, socketAddress: string | undefined, trustProxy: boolean) =>
  clientAddress(headers(values), { mode: 'local', socketAddress, trustProxy });

describe('hosted mode (Supabase: Cloudflare, then the API gateway)', () => {
  it('takes cf-connecting-ip first, then x-real-ip, then the rightmost x-forwarded-for entry', () => {
    const all = { 'cf-connecting-ip': '198.51.100.7', 'x-real-ip': '198.51.100.8', 'x-forwarded-for': '10.0.0.1, 198.51.100.9' };
    expect(hosted(all)).toBe('198.51.100.7');
    expect(hosted({ 'x-real-ip': '198.51.100.8', 'x-forwarded-for': '10.0.0.1, 198.51.100.9' })).toBe('198.51.100.8');
    expect(hosted({ 'x-forwarded-for': '10.0.0.1, 198.51.100.9' })).toBe('198.51.100.9');
  });

  it('ignores a spoofed leftmost x-forwarded-for entry: rotating it gives the same address', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) seen.add(hosted({ 'x-forwarded-for': `203.0.113.${i}, 10.${i}.0.1 ,198.51.100.9` }));
    expect([...seen]).toEqual(['198.51.100.9']);
  });

  it('skips a header that holds no address and falls through to the next', () => {
    expect(hosted({ 'cf-connecting-ip': '<script>', 'x-real-ip': '198.51.100.8' })).toBe('198.51.100.8');
    expect(hosted({ 'cf-connecting-ip': '  ', 'x-forwarded-for': '198.51.100.9,  ' })).toBe('198.51.100.9');
    expect(hosted({ 'cf-connecting-ip': 'x'.repeat(65) })).toBe('unknown');
    expect(hosted({})).toBe('unknown');
  });

  it('issue 34: a value that is no IP address is no address: it falls through, at last to the shared unknown bucket', () => {
    for (const invented of ['abc', 'not-an-ip', 'x_1', '1.2.3.999', '1:2:3', 'fe80::1%', '::1::2']) {
      expect(hosted({ 'cf-connecting-ip': invented }), invented).toBe('unknown');
      expect(hosted({ 'cf-connecting-ip': invented, 'x-real-ip': '198.51.100.8' }), invented).toBe('198.51.100.8');
    }
    expect(hosted({ 'x-real-ip': 'fe80::1%eth0' })).toBe('fe80::1%eth0');
  });

  it('normalises case and IPv4-mapped IPv6', () => {
    expect(hosted({ 'cf-connecting-ip': '2001:DB8::1' })).toBe('2001:db8::1');
    expect(hosted({ 'x-real-ip': '::ffff:198.51.100.3' })).toBe('198.51.100.3');
    expect(normalizeAddress('::ffff:abcd')).toBe('::ffff:abcd');
  });
});

describe('local mode (npm start)', () => {
  it('uses the socket and ignores every forwarding header unless behind a known proxy', () => {
    const spoofed = { 'x-forwarded-for': '203.0.113.1, 10.0.0.9', 'cf-connecting-ip': '203.0.113.2', 'x-real-ip': '203.0.113.3' };
    expect(local(spoofed, '::ffff:127.0.0.5', false)).toBe('127.0.0.5');
    expect(local({}, undefined, false)).toBe('unknown');
  });

  it('behind a known proxy (TRUST_PROXY=1) takes the entry that proxy appended, never the leftmost', () => {
    expect(local({ 'x-forwarded-for': '203.0.113.1, 198.51.100.4' }, '127.0.0.1', true)).toBe('198.51.100.4');
    expect(local({ 'cf-connecting-ip': '203.0.113.2' }, '127.0.0.1', true)).toBe('127.0.0.1');
  });

  it('the Node server reads the same rule, and survives a request whose socket is gone', () => {
    const req = (socket: unknown, forwarded?: string) =>
      ({ headers: forwarded ? { 'x-forwarded-for': forwarded } : {}, socket }) as unknown as IncomingMessage;
    expect(nodeClientAddress(req({ remoteAddress: '::ffff:127.0.0.9' }, '1.2.3.4'), false)).toBe('127.0.0.9');
    expect(nodeClientAddress(req({ remoteAddress: '127.0.0.9' }, '1.2.3.4, 5.6.7.8'), true)).toBe('5.6.7.8');
    expect(nodeClientAddress(req(null), false)).toBe('unknown');
  });
});

it('rightmostForwarded reads a list joined from repeated headers', () => {
  expect(rightmostForwarded('203.0.113.1, 10.0.0.1, 198.51.100.2')).toBe('198.51.100.2');
  expect(rightmostForwarded(undefined)).toBeUndefined();
});

describe('rateLimitKeys (D50): what a budget counts', () => {
  it('an IPv4 address is itself, its network the /24', () => {
    expect(rateLimitKeys('198.51.100.7')).toEqual({ address: '198.51.100.7', network: '198.51.100.0/24' });
  });

  it('every address of one IPv6 /64 is one address; every /64 of one /48 one network', () => {
    const keys = ['2001:db8:1:2::1', '2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:0db8:0001:0002:0:0:0:9'].map(rateLimitKeys);
    expect(new Set(keys.map((key) => key.address))).toEqual(new Set(['2001:db8:1:2::/64']));
    expect(rateLimitKeys('2001:db8:1:3::1')).toEqual({ address: '2001:db8:1:3::/64', network: '2001:db8:1::/48' });
    expect(rateLimitKeys('fe80::1%eth0')).toEqual({ address: 'fe80::/64', network: 'fe80::/48' });
  });

  it('what is no address is its own key', () => {
    expect(rateLimitKeys('unknown')).toEqual({ address: 'unknown', network: 'unknown' });
    expect(rateLimitKeys('1:2:3')).toEqual({ address: '1:2:3', network: '1:2:3' });
  });
});
