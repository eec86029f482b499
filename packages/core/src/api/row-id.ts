import { z } from 'zod';

/** The largest id a stored row can have: ids are 32-bit integers on PostgreSQL (SQLite would take more). */
export const MAX_ROW_ID = 2_147_483_647;

/**
 * The id of a stored row (design, board, upload, scheduled post) as a client sends it. A bigger number names
 * nothing, and sent to PostgreSQL it fails the query instead of finding no row.
 */
export const rowIdSchema = z.number().int().positive().max(MAX_ROW_ID);

/** `rowIdSchema` for a query string, where every value arrives as text. */
export const rowIdQuerySchema = z.coerce.number().int().positive().max(MAX_ROW_ID);
