import addressparser from 'nodemailer/lib/addressparser';

export interface SenderAddress {
  name: string;
  address: string;
}

/**
 * The From of an email. The admin's settings (`emailFromAddress`,
 * `emailFromName` of content/general) win where set; then `configured`
 * (EMAIL_FROM), a bare address getting the organisation name as its display
 * name. Without either the email comes from `no-reply@` the host of the
 * organisation's site URL (`no-reply@localhost` when that is not set either).
 * @example senderAddress(null, {organisationName: 'The Daily Example', siteUrl: 'https://example.org'})
 *   // {name: 'The Daily Example', address: 'no-reply@example.org'}
 */
export function senderAddress(
  configured: string | null | undefined,
  settings: { organisationName: string; siteUrl: string; emailFromName?: string; emailFromAddress?: string },
): SenderAddress {
  const parsed = configured ? addressparser(configured, { flatten: true })[0] : undefined;
  const fallback = parsed?.address
    ? { name: parsed.name || settings.organisationName, address: parsed.address }
    : { name: settings.organisationName, address: `no-reply@${siteHost(settings.siteUrl)}` };
  return {
    name: settings.emailFromName?.trim() || fallback.name,
    address: settings.emailFromAddress?.trim() || fallback.address,
  };
}

/** `"The Daily Example" <members@example.org>`, as stored in the outbox. */
export function formatAddress({ name, address }: SenderAddress): string {
  return name ? `"${name.replace(/["\\]/g, '\\$&')}" <${address}>` : address;
}

function siteHost(siteUrl: string): string {
  try {
    return new URL(siteUrl).hostname || 'localhost';
  } catch {
    return 'localhost';
  }
}
