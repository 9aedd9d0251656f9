// Passwords leave the browser only as a SHA-256 hex digest, as the shop sends them (DESIGN.md).
export async function passwordDigest(password: string): Promise<string> {
  const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(password));
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
