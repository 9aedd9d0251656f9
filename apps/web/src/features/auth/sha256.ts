// SHA-256 hex digest with Web Crypto: passwords leave the browser only as this digest
// (DESIGN.md, accounts and tokens).
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
