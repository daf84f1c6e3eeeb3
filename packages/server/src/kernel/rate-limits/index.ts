export { createRateLimiter, rateLimits, type RateLimiter, type RateLimit, type RateLimitName } from './rate-limiter.ts';
export { createLoginBackoff, loginBackoff, emailKey, ipKey, type LoginBackoff } from './login-backoff.ts';
