/**
 * The rate limiter's key for a client address (CF-Connecting-IP), so one client cannot pass for
 * many by writing its address another way: IPv4 in dotted decimal without leading zeros; IPv6
 * read whatever its letter case, zero padding or `::` compression, an IPv4-mapped one
 * (`::ffff:192.0.2.1`, also in hex) keyed as its IPv4; and an IPv6 client keyed by its /64, the
 * block a single subscriber is handed, so rotating the low 64 bits gains nothing. A value that
 * is no address at all keys as itself, trimmed and lower-cased.
 */

/** The four octets of a dotted IPv4 address (leading zeros allowed), or null. */
function readIpv4(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const octets = parts.map((part) => (/^\d{1,3}$/.test(part) ? Number(part) : 256));
  return octets.every((octet) => octet <= 255) ? octets : null;
}

/** The eight 16-bit groups of an IPv6 address (a dotted IPv4 tail allowed), or null. */
function readIpv6(text: string): number[] | null {
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const groupsOf = (half: string): number[] | null => {
    if (half === '') return [];
    const groups: number[] = [];
    const parts = half.split(':');
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i];
      if (i === parts.length - 1 && part.includes('.')) {
        const v4 = readIpv4(part);
        if (!v4) return null;
        groups.push((v4[0] << 8) | v4[1], (v4[2] << 8) | v4[3]);
      } else if (/^[0-9a-f]{1,4}$/i.test(part)) {
        groups.push(Number.parseInt(part, 16));
      } else {
        return null;
      }
    }
    return groups;
  };
  const head = groupsOf(halves[0]);
  const tail = halves.length === 2 ? groupsOf(halves[1]) : [];
  if (!head || !tail) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - tail.length;
  return missing >= 1 ? [...head, ...new Array<number>(missing).fill(0), ...tail] : null;
}

/**
 * The rate-limit key of a CF-Connecting-IP value ('local' when there is none).
 * @example clientKey('::FFFF:010.0.0.1') // '10.0.0.1'
 * @example clientKey('2001:DB8:0:0:1::7') // '2001:db8:0:0::/64'
 */
export function clientKey(header: string | undefined): string {
  if (header === undefined) return 'local';
  const text = header.trim().toLowerCase();
  const v4 = readIpv4(text);
  if (v4) return v4.join('.');
  // Brackets and a zone (`fe80::1%eth0`) are no part of the address.
  const v6 = readIpv6(text.replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, ''));
  if (!v6) return text;
  const mapped = v6.slice(0, 5).every((group) => group === 0) && v6[5] === 0xffff;
  if (mapped) return [v6[6] >> 8, v6[6] & 255, v6[7] >> 8, v6[7] & 255].join('.');
  return `${v6
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
