// POST /api/errors: the web app's failures, for the server's error log (SPEC §8 "reported to an error service").
import { z } from 'zod';
import { clientErrorSchema } from '../client-errors';
import { defineRoute } from './define';

export const reportErrorRoute = defineRoute({
  method: 'POST',
  path: '/api/errors',
  summary: "Report a failure of the web app to the server's error log",
  signedIn: false,
  rateLimited: true,
  body: clientErrorSchema,
  answer: z.object({ reported: z.literal(true) }),
});
