/** JSON schema of the error envelope, for the OpenAPI document. */
export const errorBodySchema = {
  $id: 'ErrorBody',
  type: 'object',
  required: ['message', 'code', 'errors', 'httpCode'],
  properties: {
    message: { type: 'string' },
    code: { type: 'string' },
    errors: {},
    httpCode: { type: 'integer' },
  },
} as const;

export const healthSchema = {
  type: 'object',
  required: ['status', 'timestamp', 'services'],
  properties: {
    status: { type: 'string', enum: ['ok', 'error'] },
    timestamp: { type: 'string', format: 'date-time' },
    services: {
      type: 'object',
      // Each service is up (true) or not, as v0.32 reported it.
      required: ['database', 'uploads'],
      properties: {
        database: { type: 'boolean' },
        uploads: { type: 'boolean' },
      },
    },
  },
} as const;
