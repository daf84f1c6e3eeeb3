import {
  contributionBodySchema,
  contributionForceSchema,
  contributionInfoSchema,
  paymentFlowCompleteSchema,
  paymentFlowSchema,
  paymentListQuerySchema,
  paymentListSchema,
  paymentMethodBodySchema,
  reconciliationSchema,
} from '../../schemas/contribution.ts';
import { idParams } from '../../schemas/params.ts';
import { defineOperations } from '../operation.ts';

/** `{id}`: `me` or a contact's id. */
const contactParams = idParams('id');

/**
 * A contact's contribution and payment method (docs/product/api.md, Calls),
 * and payments. Self or admin, except forcing a
 * manual contribution and the list of everyone's payments (admin).
 * Newsroom mode refuses starting or changing a contribution or its payment
 * method (`noNewsroom`); reading, cancelling and the admin's calls stay, so a
 * running contribution can still be seen and stopped.
 */
export const contributionOperations = defineOperations({
  'GET /contact/{id}/contribution': {
    id: 'getContribution',
    summary: 'The contribution: amount, period, method, renewal or expiry',
    tag: 'contribution',
    access: 'self-or-admin',
    params: contactParams,
    response: { 200: contributionInfoSchema },
  },
  'POST /contact/{id}/contribution': {
    id: 'startContribution',
    summary: "Start a contribution: answers the payment provider's flow to follow",
    tag: 'contribution',
    access: 'self-or-admin',
    noNewsroom: true,
    params: contactParams,
    body: contributionBodySchema,
    response: { 200: paymentFlowSchema },
  },
  'POST /contact/{id}/contribution/complete': {
    id: 'completeContribution',
    summary: "Complete a started contribution once the member is back from the provider's page",
    tag: 'contribution',
    access: 'self-or-admin',
    noNewsroom: true,
    params: contactParams,
    body: paymentFlowCompleteSchema,
    response: { 200: contributionInfoSchema },
  },
  'PATCH /contact/{id}/contribution': {
    id: 'updateContribution',
    summary: 'Change the amount or period: at renewal, or an annual rise now with a one-off payment',
    tag: 'contribution',
    access: 'self-or-admin',
    noNewsroom: true,
    params: contactParams,
    body: contributionBodySchema,
    response: { 200: contributionInfoSchema },
  },
  'POST /contact/{id}/contribution/cancel': {
    id: 'cancelContribution',
    summary: 'Cancel: no further payments; the membership lasts to the end of the paid cycle',
    tag: 'contribution',
    access: 'self-or-admin',
    params: contactParams,
    response: { 200: contributionInfoSchema },
  },
  'PATCH /contact/{id}/contribution/force': {
    id: 'forceContribution',
    summary: 'Set a manual contribution (or none), e.g. a bank transfer',
    tag: 'contribution',
    access: 'admin',
    params: contactParams,
    body: contributionForceSchema,
    response: { 200: contributionInfoSchema },
  },
  'POST /contact/{id}/contribution/reconcile': {
    id: 'reconcileContribution',
    summary: "Compare the contact's payments with their provider's and fix what webhooks missed (also nightly)",
    tag: 'contribution',
    access: 'admin',
    params: contactParams,
    response: { 200: reconciliationSchema },
  },
  'PUT /contact/{id}/payment-method': {
    id: 'changePaymentMethod',
    summary: "Change the payment method: answers the payment provider's flow to follow",
    tag: 'contribution',
    access: 'self-or-admin',
    noNewsroom: true,
    params: contactParams,
    body: paymentMethodBodySchema,
    response: { 200: paymentFlowSchema },
  },
  'POST /contact/{id}/payment-method/complete': {
    id: 'completePaymentMethod',
    summary: 'Complete a payment-method change: the new method pays from the next charge',
    tag: 'contribution',
    access: 'self-or-admin',
    noNewsroom: true,
    params: contactParams,
    body: paymentFlowCompleteSchema,
    response: { 200: contributionInfoSchema },
  },
  'GET /contact/{id}/payment': {
    id: 'listContactPayments',
    summary: "A contact's payments, newest first",
    tag: 'payment',
    access: 'self-or-admin',
    params: contactParams,
    query: paymentListQuerySchema,
    response: { 200: paymentListSchema },
  },
  'GET /payment': {
    id: 'listPayments',
    summary: 'Every payment, filtered by `rules` on amount, chargeDate, status and contact',
    tag: 'payment',
    access: 'admin',
    query: paymentListQuerySchema,
    response: { 200: paymentListSchema },
  },
});
