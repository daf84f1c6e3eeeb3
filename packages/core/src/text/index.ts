export * from './has-control-character.ts';
export * from './is-email.ts';
export * from './url-hostname.ts';
export * from './pattern/index.ts';
export * from './canonical-json.ts';
export * from './storable-text.ts';
export * from './secret-links.ts';
export * from './site-path.ts';
