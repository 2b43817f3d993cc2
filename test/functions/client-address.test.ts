import { describe, expect, it } from 'vitest';
import { clientKey } from '../../functions/client-address.ts';

describe('the rate limiter’s key of a client address', () => {
  it('writes IPv4 in dotted decimal without leading zeros or spaces', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey(' 203.000.113.007 ')).toBe('203.0.113.7');
    expect(clientKey('010.001.002.003')).toBe('10.1.2.3');
  });

  it('keys an IPv4-mapped IPv6 address as its IPv4, in any spelling', () => {
    for (const mapped of [
      '::ffff:203.0.113.7',
      '::FFFF:203.0.113.7',
      '0:0:0:0:0:ffff:203.0.113.7',
      '::ffff:cb00:7107',
      '0000:0000:0000:0000:0000:FFFF:CB00:7107',
      '[::ffff:203.0.113.7]',
    ]) {
      expect(clientKey(mapped), mapped).toBe('203.0.113.7');
    }
  });

  it('keys IPv6 by its /64, whatever the case, zero padding or compression', () => {
    const key = '2001:db8:a:b::/64';
    for (const address of [
      '2001:db8:a:b::1',
      '2001:DB8:A:B::1',
      '2001:0db8:000a:000b:0000:0000:0000:0001',
      '2001:db8:a:b:ffff:1234:5678:9abc',
      '2001:db8:a:b:0:0:0:0',
      '2001:db8:a:b::',
      '[2001:db8:a:b::42]',
      'fe80::1%eth0'.replace('fe80::1', '2001:db8:a:b::1'),
    ]) {
      expect(clientKey(address), address).toBe(key);
    }
    expect(clientKey('2001:db8:a:c::1')).toBe('2001:db8:a:c::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });

  it('keys what is no address as itself, trimmed and lower-cased; no header as local', () => {
    for (const [value, key] of [
      ['unknown', 'unknown'],
      [' Not An IP ', 'not an ip'],
      ['256.1.1.1', '256.1.1.1'],
      ['1.2.3', '1.2.3'],
      ['1:2:3:4:5:6:7:8:9', '1:2:3:4:5:6:7:8:9'],
      ['1::2::3', '1::2::3'],
      ['12345::1', '12345::1'],
      ['::ffff:1.2.3.256', '::ffff:1.2.3.256'],
    ]) {
      expect(clientKey(value), value).toBe(key);
    }
    expect(clientKey(undefined)).toBe('local');
  });
});
