// Token encodings both sides share: reading a JWT's payload without verifying it (the client
// only needs the claims; the server verifies signatures), the login token of DESIGN.md
// (base64 of `email:sha256hex(password)`) and the password digest both apps send.

function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The decoded payload of a JWT, or null when it is not a decodable JWT with an object payload. */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  const base64 = parts[1].replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  try {
    const json = new TextDecoder('utf-8', { fatal: true }).decode(base64ToBytes(padded));
    const payload: unknown = JSON.parse(json);
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
    return payload as Record<string, unknown>;
  } catch {
    return null;
  }
}

/**
 * The lowercase SHA-256 hex digest of `text`, with Web Crypto (browsers and Node alike): passwords
 * leave the shop and the staff console only as this digest (DESIGN.md, accounts and tokens).
 */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** `passwordHash` is the lowercase SHA-256 hex digest of the password (sha256Hex). */
export function encodeLoginToken(email: string, passwordHash: string): string {
  return bytesToBase64(new TextEncoder().encode(`${email.trim()}:${passwordHash}`));
}

/** Splits a login token at its last colon; null when it is not one. */
export function decodeLoginToken(token: string): { email: string; passwordHash: string } | null {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(base64ToBytes(token));
    const colon = text.lastIndexOf(':');
    if (colon <= 0 || colon === text.length - 1) return null;
    return { email: text.slice(0, colon), passwordHash: text.slice(colon + 1) };
  } catch {
    return null;
  }
}
