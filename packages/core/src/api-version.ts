/** The /api/1.0 contract version that Masthead speaks (docs/product/api.md). */
export const apiVersion = 'v0.32.0';
export const apiBasePath = '/api/1.0';
/** Header that carries `apiVersion` on every response and request. */
export const apiVersionHeader = 'x-api-version';
/** The AJAX marker that cookie-authenticated writes must carry (CSRF guard). */
export const ajaxHeader = { name: 'x-requested-with', value: 'XMLHttpRequest' } as const;
