export * from './create-newsletter.ts';
export * from './newsletter-routes.ts';
export * from './newsletter-provider.ts';
export * from './mailchimp-provider.ts';
export * from './newsletter-settings.ts';
export * from './newsletter-push.ts';
export * from './newsletter-sync.ts';
