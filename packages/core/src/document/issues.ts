import type { z } from 'zod';

/** One readable line per problem: "objects.0.fontSize: Too small: expected number to be >0". */
export function describeIssues(error: z.ZodError, limit = 5): string {
  const lines = error.issues.slice(0, limit).map((issue) => {
    const path = issue.path.map(String).join('.') || '(document)';
    return `${path}: ${issue.message}`;
  });
  const more = error.issues.length - lines.length;
  return more > 0 ? `${lines.join('; ')}; and ${more} more` : lines.join('; ');
}
