export { createJoinConfirm, type JoinConfirmOptions } from './join-confirm.ts';
export { createJoinEmails, type JoinEmails } from './join-emails.ts';
export { createJoinFlowRepository, joinFlowLifetimeMs, type JoinFlowRepository } from './join-flow-repository.ts';
export { createJoinSettings, type JoinPaymentSetup, type JoinSettingsService } from './join-settings.ts';
export { createSignupComplete } from './signup-complete.ts';
export { createSignupStart } from './signup-start.ts';
