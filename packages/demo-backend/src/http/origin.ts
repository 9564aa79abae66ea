// Media and licence URLs are absolute. A configured public origin wins (the server behind a proxy).
// Otherwise the origin is the address the client actually reached — the socket's local address and
// port — and the Host header is used only when it names that same port on a loopback name, that
// address (any other name: configure the public origin). A forged Host (`evil.example`) or X-Forwarded-* header
// must never end up in a URL the server hands out (cache poisoning, links that send the token away).
import type { FastifyRequest } from 'fastify';

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Splits `name:port` / `[v6]:port`; the port is null when absent. */
export function splitHost(host: string): { name: string; port: number | null } | null {
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(\d{1,5}))?$/i.exec(host.trim());
  if (!match?.[1]) return null;
  return { name: match[1].toLowerCase(), port: match[2] === undefined ? null : Number(match[2]) };
}

function bracketed(address: string): string {
  return address.includes(':') ? `[${address}]` : address;
}

export function originOf(request: FastifyRequest, publicOrigin?: string): string {
  if (publicOrigin) return publicOrigin.replace(/\/+$/, '');
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  const socket = request.socket as { localAddress?: string; localPort?: number } | undefined;
  const header = typeof request.headers.host === 'string' ? splitHost(request.headers.host) : null;
  const localAddress = socket?.localAddress?.replace(/^::ffff:/, '');
  const localPort = socket?.localPort;
  // app.inject has no socket address: the Host header is then the only description of the request.
  if (localAddress === undefined || localPort === undefined) {
    return header ? `${protocol}://${request.headers.host}` : `${protocol}://localhost`;
  }
  const own = bracketed(localAddress).toLowerCase();
  if (header) {
    const port = header.port ?? (protocol === 'https' ? 443 : 80);
    const trusted = LOOPBACK_NAMES.has(header.name) || header.name === own;
    if (trusted && port === localPort) return `${protocol}://${header.name}:${port}`;
  }
  return `${protocol}://${own}:${localPort}`;
}

/** Joins an origin with a path (and optional query); undefined query values are left out. */
export function absoluteUrl(
  origin: string,
  path: string,
  query: Record<string, string | number | undefined> = {},
) {
  const url = new URL(path, `${origin}/`);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}
