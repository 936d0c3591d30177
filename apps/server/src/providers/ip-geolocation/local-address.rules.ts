/**
 * Addresses that name no place on the Internet: loopback, private (RFC 1918, unique local),
 * link-local, carrier-grade NAT and unspecified. The sandbox puts them in the shop's city; a real
 * service is never asked about them.
 */
import { BlockList, isIP } from 'node:net';

const local = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  local.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  local.addSubnet(network, prefix, 'ipv6');
}

const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** True for a loopback, private, link-local or unspecified address (IPv4, IPv6, IPv4-mapped IPv6). */
export function isLocalAddress(ip: string): boolean {
  const mapped = MAPPED_IPV4.exec(ip)?.[1];
  if (mapped) return local.check(mapped, 'ipv4');
  const version = isIP(ip);
  if (version === 0) return false;
  return local.check(ip, version === 4 ? 'ipv4' : 'ipv6');
}
