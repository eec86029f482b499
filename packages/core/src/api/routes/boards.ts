// A user's boards (SPEC §3 "Board", §7 userBoards and boards/create).
import { z } from 'zod';
import { boardCreateSchema } from '../contract';
import { defineRoute } from './define';

export const boardSchema = z.object({ id: z.number().int(), name: z.string() });
export type Board = z.infer<typeof boardSchema>;

export const userBoardsRoute = defineRoute({
  method: 'GET',
  path: '/api/editor/userBoards',
  summary: "The user's boards (none for a visitor)",
  signedIn: false,
  rateLimited: false,
  answer: z.object({ items: z.array(boardSchema) }),
});

export const createBoardRoute = defineRoute({
  method: 'POST',
  path: '/api/boards/create',
  summary: 'Create a board',
  signedIn: true,
  rateLimited: false,
  body: boardCreateSchema,
  answer: boardSchema,
});
