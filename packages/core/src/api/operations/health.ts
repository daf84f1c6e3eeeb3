import { healthSchema } from '../../schemas/error-body.ts';
import { defineOperations } from '../operation.ts';

export const healthOperations = defineOperations({
  'GET /health': {
    id: 'getHealth',
    summary: 'Whether the server and its database answer and its uploads folder takes files',
    tag: 'health',
    access: 'guest',
    response: { 200: healthSchema, 503: healthSchema },
  },
});
