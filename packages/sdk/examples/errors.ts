import { APIConnectionError, APIError, BadRequestError, Clarity, ConflictError, NotFoundError, RateLimitError } from '@clarity/sdk';

const client = new Clarity();

try {
  await client.portfolios.create({ externalId: 'client-42' });
} catch (error) {
  if (error instanceof ConflictError && error.code === 'external_id_taken') {
    console.log('Already stored as', error.existingId);
  } else if (error instanceof BadRequestError) {
    for (const issue of error.issues ?? []) console.log(issue.path.join('.'), issue.message);
  } else if (error instanceof NotFoundError || error instanceof RateLimitError) {
    console.log(error.status, error.code);
  } else if (error instanceof APIConnectionError) {
    console.log('No response (retried already):', error.message);
  } else if (error instanceof APIError) {
    console.log(error.status, error.code, error.message, 'request', error.requestId);
  } else {
    throw error;
  }
}
