export * from './response-list.ts';
export * from './response-update.ts';
export * from './response-review-routes.ts';
export * from './response-comments.ts';
export * from './response-map.ts';
export * from './response-csv.ts';
