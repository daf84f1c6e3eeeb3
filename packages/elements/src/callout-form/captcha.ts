import type { CaptchaChallenge } from '@masthead/core';

const hex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * Solves an ALTCHA proof of work in the browser: the number whose
 * SHA-256(salt + number) is the challenge. Returns the payload the server
 * verifies (base64 JSON of algorithm, challenge, number, salt, signature).
 * Yields to the page every few hundred hashes and reports progress.
 */
export async function solveChallenge(
  challenge: CaptchaChallenge,
  onProgress?: (tried: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  const max = challenge.maxnumber ?? 1_000_000;
  const algorithm = challenge.algorithm || 'SHA-256';
  const encoder = new TextEncoder();
  const batch = 250;
  for (let from = 0; from <= max; from += batch) {
    if (signal?.aborted) throw new Error('aborted');
    const numbers = Array.from({ length: Math.min(batch, max - from + 1) }, (_, i) => from + i);
    // A batch of hashes at once keeps the browser's crypto busy; between batches the page gets a turn.
    const digests = await Promise.all(
      numbers.map((n) => crypto.subtle.digest(algorithm, encoder.encode(challenge.salt + n))),
    );
    const index = digests.findIndex((d) => hex(d) === challenge.challenge);
    if (index >= 0) {
      const payload = {
        algorithm: challenge.algorithm,
        challenge: challenge.challenge,
        number: numbers[index],
        salt: challenge.salt,
        signature: challenge.signature,
      };
      return btoa(JSON.stringify(payload));
    }
    onProgress?.(from + numbers.length);
    await new Promise((r) => setTimeout(r, 0));
  }
  throw new Error('captcha-unsolved');
}
