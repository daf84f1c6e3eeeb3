import { generateSecret, generateSync, verifySync } from 'otplib';

/** RFC 6238 as every authenticator app does it: SHA-1, 6 digits, 30 s. */
const totpPeriodSeconds = 30;
const settings = { algorithm: 'sha1', digits: 6, period: totpPeriodSeconds } as const;

/**
 * Checks a code for `secret` at `now`, one step of clock drift either way.
 * `lastStep` is the last step accepted for this secret: that step and
 * earlier ones are refused, so a code is never accepted twice.
 * @returns the step to remember, or null when the code is refused
 */
export function verifyTotp(secret: string, token: string, now: Date, lastStep: number | null): number | null {
  let result: ReturnType<typeof verifySync>;
  try {
    result = verifySync({
      ...settings,
      secret,
      token,
      epoch: Math.floor(now.getTime() / 1000),
      epochTolerance: totpPeriodSeconds,
      ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
    });
  } catch {
    // A secret the library will not use (too short, not base32) takes no code.
    return null;
  }
  // The functional API also covers HOTP, whose results carry no time step.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** The code for `secret` at `time`: what an authenticator app shows (tests, demo). */
export function totpCode(secret: string, time: Date = new Date()): string {
  return generateSync({ ...settings, secret, epoch: Math.floor(time.getTime() / 1000) });
}

export function newTotpSecret(): string {
  return generateSecret();
}
