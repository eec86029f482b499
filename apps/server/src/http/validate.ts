import { describeIssues } from '@lienzo/core';
import type { z } from 'zod';
import { ApiError } from './api-error';

/** Parses untrusted input with a zod schema; a failure is a 400 that names the fields. */
export function validate<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const result = schema.safeParse(value);
  if (!result.success) throw new ApiError(400, 'API_ERROR_VALIDATION', describeIssues(result.error));
  return result.data;
}
