const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding, as authenticator apps read secrets. */
export function base32(bytes: Uint8Array): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += alphabet[(buffer >> (bits - 5)) & 31];
      bits -= 5;
    }
    buffer &= (1 << bits) - 1;
  }
  if (bits > 0) out += alphabet[(buffer << (5 - bits)) & 31];
  return out;
}

/**
 * A new TOTP secret: 20 random bytes (160 bits, RFC 4226's recommended
 * length) from the browser's CSPRNG, in base32. The server stores it only
 * once the reader has proved with a code that their app has it.
 */
export function createTotpSecret(
  fill: (bytes: Uint8Array<ArrayBuffer>) => unknown = (bytes) => crypto.getRandomValues(bytes),
): string {
  const bytes = new Uint8Array(20);
  fill(bytes);
  return base32(bytes);
}

/**
 * The key URI an authenticator app scans (the Google Authenticator key URI
 * format): SHA-1, 6 digits, 30 s, as the server checks them
 * (docs/product/api.md, "Rules the server enforces").
 *
 * @example otpauthUri({issuer: 'The Daily Example', account: 'a@b.org', secret: 'JBSWY3DPEHPK3PXP'})
 * // 'otpauth://totp/The%20Daily%20Example:a%40b.org?secret=JBSWY3DPEHPK3PXP&issuer=The%20Daily%20Example&algorithm=SHA1&digits=6&period=30'
 */
export function otpauthUri({ issuer, account, secret }: { issuer: string; account: string; secret: string }): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  return `otpauth://totp/${label}?secret=${secret}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=6&period=30`;
}

/** The secret in groups of four, easier to type from the screen. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}
