import {
  contributionAdoptionEligibleQuerySchema,
  contributionAdoptionEligibleSchema,
  contributionAdoptionListQuerySchema,
  contributionAdoptionListSchema,
  contributionAdoptionRunSchema,
  contributionAdoptionSchema,
  contributionAdoptionStartSchema,
} from '../../schemas/contribution-adoption.ts';
import { uuidParams } from '../../schemas/params.ts';
import { defineOperations } from '../operation.ts';

/**
 * `contribution-adoption`: contacts with a Stripe or GoCardless customer get
 * the subscription already running there as their contribution (admins and
 * API keys; packages/server/src/payments/adoption/README.md).
 */
export const contributionAdoptionOperations = defineOperations({
  'POST /contribution-adoption': {
    id: 'startContributionAdoption',
    summary: "Adopt running subscriptions: every eligible contact's, one import's, or these contacts' (a job)",
    tag: 'contribution',
    access: 'admin',
    body: contributionAdoptionStartSchema,
    response: { 202: contributionAdoptionRunSchema },
  },
  'GET /contribution-adoption/eligible': {
    id: 'countContributionAdoptionEligible',
    summary: 'How many contacts an adoption would look at (all, or one import’s)',
    tag: 'contribution',
    access: 'admin',
    query: contributionAdoptionEligibleQuerySchema,
    response: { 200: contributionAdoptionEligibleSchema },
  },
  'GET /contribution-adoption/run/{id}': {
    id: 'getContributionAdoptionRun',
    summary: "An adoption run: the job's state and progress",
    tag: 'contribution',
    access: 'admin',
    params: uuidParams,
    response: { 200: contributionAdoptionRunSchema },
  },
  'GET /contribution-adoption': {
    id: 'listContributionAdoptions',
    summary: 'What each contact had adopted, or why not, newest first',
    tag: 'contribution',
    access: 'admin',
    query: contributionAdoptionListQuerySchema,
    response: { 200: contributionAdoptionListSchema },
  },
  'GET /contribution-adoption/{id}': {
    id: 'getContributionAdoption',
    summary: "One contact's adoption result",
    tag: 'contribution',
    access: 'admin',
    params: uuidParams,
    response: { 200: contributionAdoptionSchema },
  },
});
