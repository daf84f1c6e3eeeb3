import { paymentFlowSchema } from '../../schemas/contribution.ts';
import { contactRef, noContent } from '../../schemas/params.ts';
import {
  signupBodySchema,
  signupCheckResultSchema,
  signupCheckSchema,
  signupCompleteSchema,
  signupConfirmSchema,
  signupQuerySchema,
} from '../../schemas/signup.ts';
import { defineOperations } from '../operation.ts';

/**
 * Joining (docs/product/entities.md, Join flow): start with an email
 * (and a contribution: the provider's flow), complete with the payment flow
 * id and names, confirm the email with the join flow id from the emailed
 * link. Anyone may call them; a known email answers exactly as a new one.
 * Newsroom mode refuses them all (`noNewsroom`).
 */
export const signupOperations = defineOperations({
  'POST /signup': {
    id: 'signup',
    summary: "Start joining: with a contribution, the payment provider's flow; without, the confirmation email",
    tag: 'signup',
    access: 'guest',
    noNewsroom: true,
    query: signupQuerySchema,
    body: signupBodySchema,
    response: { 200: paymentFlowSchema, 204: noContent },
  },
  'POST /signup/check': {
    id: 'checkSignup',
    summary: 'Back from the payment provider: whether it set the method up, before the names are asked',
    tag: 'signup',
    access: 'guest',
    noNewsroom: true,
    body: signupCheckSchema,
    response: { 200: signupCheckResultSchema },
  },
  'POST /signup/complete': {
    id: 'completeSignup',
    summary: 'Back from the payment provider: the method is set up and the confirmation email goes out',
    tag: 'signup',
    access: 'guest',
    noNewsroom: true,
    body: signupCompleteSchema,
    response: { 204: noContent },
  },
  'POST /signup/confirm-email': {
    id: 'confirmSignupEmail',
    summary: 'Confirm the email: the member is made with the contribution, welcomed and logged in',
    tag: 'signup',
    access: 'guest',
    noNewsroom: true,
    body: signupConfirmSchema,
    response: { 200: contactRef },
  },
});
