/** Where uploads go when S3_BUCKET is set: any S3-compatible store (AWS, MinIO, R2, Garage, s3rver). */
export interface S3Config {
  /** S3_ENDPOINT: the store's address; null is AWS itself, by region. */
  endpoint: string | null;
  bucket: string;
  /** S3_REGION; us-east-1 when unset. */
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** S3_FORCE_PATH_STYLE: `endpoint/bucket/key` instead of `bucket.endpoint/key`; true when an endpoint is set. */
  forcePathStyle: boolean;
  /** S3_SIGNED_REDIRECT: how long a presigned GET lives, in seconds; null: the app streams the files itself. */
  signedRedirectSeconds: number | null;
}

type Env = Record<string, string | undefined>;

const s3Variables = [
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_SIGNED_REDIRECT',
] as const;

/** A signed URL lives this long when S3_SIGNED_REDIRECT is just `true`. */
export const defaultSignedRedirectSeconds = 300;
/** SigV4's own limit on a presigned URL: seven days. */
const maxSignedRedirectSeconds = 7 * 24 * 60 * 60;

/**
 * Reads the S3_* variables: null when none is set (uploads stay in
 * UPLOADS_DIR). Any set without S3_BUCKET and its keys, a value of the
 * wrong shape, or UPLOADS_DIR as well, throws a sentence naming the variable.
 * @example s3Config({S3_BUCKET: 'uploads', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's'})
 */
export function s3Config(env: Env): S3Config | null {
  const named = s3Variables.filter((name) => text(env[name]) !== null);
  if (named.length === 0) return null;
  const bucket = text(env.S3_BUCKET);
  if (!bucket) throw new Error(`S3_BUCKET must be set with ${named.join(', ')}`);
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new Error(
      `S3_BUCKET must be a bucket name (3 to 63 lower-case letters, digits, dots, dashes), got "${bucket}"`,
    );
  }
  if (text(env.UPLOADS_DIR)) {
    throw new Error('UPLOADS_DIR and S3_BUCKET cannot both be set: uploads go to one place; unset one of them');
  }
  const accessKeyId = text(env.S3_ACCESS_KEY_ID);
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim() || null;
  if (!accessKeyId) throw new Error('S3_ACCESS_KEY_ID must be set with S3_BUCKET');
  if (!secretAccessKey) throw new Error('S3_SECRET_ACCESS_KEY must be set with S3_BUCKET');
  const endpoint = parseEndpoint(env.S3_ENDPOINT);
  const region = text(env.S3_REGION) ?? 'us-east-1';
  if (!/^[a-z0-9-]{2,40}$/.test(region)) {
    throw new Error(`S3_REGION must be a region name such as us-east-1 or eu-west-2, got "${region}"`);
  }
  return {
    endpoint,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: parseSwitch('S3_FORCE_PATH_STYLE', env.S3_FORCE_PATH_STYLE) ?? endpoint !== null,
    signedRedirectSeconds: parseSignedRedirect(env.S3_SIGNED_REDIRECT),
  };
}

function text(value: string | undefined): string | null {
  return value?.trim() || null;
}

function parseEndpoint(value: string | undefined): string | null {
  const endpoint = text(value);
  if (endpoint === null) return null;
  const url = URL.canParse(endpoint) ? new URL(endpoint) : null;
  if (!url || !/^https?:$/.test(url.protocol) || url.search || url.hash || url.username) {
    throw new Error(`S3_ENDPOINT must be an address such as http://127.0.0.1:9000, got "${endpoint}"`);
  }
  return endpoint.replace(/\/+$/, '');
}

function parseSwitch(name: string, value: string | undefined): boolean | null {
  const word = text(value)?.toLowerCase() ?? null;
  if (word === null) return null;
  if (['true', '1', 'yes', 'on'].includes(word)) return true;
  if (['false', '0', 'no', 'off'].includes(word)) return false;
  throw new Error(`${name} must be true or false, got "${word}"`);
}

/** `true` (300 s), `false` (or 0), or the seconds a signed URL lives (1 to 604800). */
function parseSignedRedirect(value: string | undefined): number | null {
  const word = text(value)?.toLowerCase() ?? null;
  if (word !== null && /^\d+$/.test(word)) {
    const seconds = Number(word);
    if (seconds === 0) return null;
    if (seconds >= 1 && seconds <= maxSignedRedirectSeconds) return seconds;
    throw new Error(
      `S3_SIGNED_REDIRECT must be true, false or 1 to ${maxSignedRedirectSeconds} seconds, got "${word}"`,
    );
  }
  try {
    return parseSwitch('S3_SIGNED_REDIRECT', value) ? defaultSignedRedirectSeconds : null;
  } catch {
    throw new Error(
      `S3_SIGNED_REDIRECT must be true, false or 1 to ${maxSignedRedirectSeconds} seconds, got "${word}"`,
    );
  }
}
