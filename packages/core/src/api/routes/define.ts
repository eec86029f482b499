// How an /api route is declared once (issue 25, "one route contract"): its method, path, summary, guards,
// inputs and answers, as zod. The server registers each route from its declaration (validation, answer
// serialisation, the OpenAPI document) and the web client calls it through it.
import { z } from 'zod';
import { API_ERRORS, type ApiErrorCode } from '../errors';
import { STICKER_RULES, type StickerRule } from '../../objects/instagram-validation';

export type ApiMethod = 'GET' | 'POST';

/** An upload's body: multipart/form-data with these file fields, and text fields checked by `fields`. */
export interface MultipartBody<
  File extends string = string,
  Fields extends z.ZodObject | undefined = z.ZodObject | undefined,
> {
  readonly type: 'multipart';
  readonly files: readonly File[];
  readonly fields: Fields;
}

export function multipartBody<const File extends string, Fields extends z.ZodObject | undefined = undefined>(
  files: readonly File[],
  fields?: Fields,
): MultipartBody<File, Fields> {
  return { type: 'multipart', files, fields: fields as Fields };
}

export function isMultipartBody(body: RouteSpec['body']): body is MultipartBody {
  return typeof body === 'object' && 'type' in body && body.type === 'multipart';
}

/** Why a route may fail beyond what its declaration implies (see {@link failureStatuses}), by HTTP status. */
export const FAILURE_DESCRIPTIONS = {
  400: 'Invalid input',
  401: 'No session',
  403: 'Anti-forgery header missing or wrong',
  404: 'Not found',
  409: 'In conflict with what is stored',
  413: 'Request too large',
  429: 'Too many requests',
  500: 'Unexpected failure',
  502: 'A service it depends on did not answer',
} as const;
export type FailureStatus = keyof typeof FAILURE_DESCRIPTIONS;

export interface RouteSpec {
  readonly method: ApiMethod;
  /** OpenAPI style: `{name}` for a path parameter, each one a key of `params`. */
  readonly path: `/api/${string}`;
  readonly summary: string;
  /** Needs a session: 401 API_ERROR_UNAUTHORIZED without one, before anything is read. */
  readonly signedIn: boolean;
  /** Counted per client: 429 API_ERROR_RATE_LIMITED past its limit. */
  readonly rateLimited: boolean;
  readonly params?: z.ZodObject;
  readonly query?: z.ZodObject;
  readonly body?: z.ZodType | MultipartBody;
  /** What `data` holds in the success answer `{data: …}` (SPEC §7). */
  readonly answer: z.ZodType;
  /** Failures particular to the route: 404 for an unknown hash, 409, 502. */
  readonly failures?: readonly FailureStatus[];
}

/** Every failure answers `{error: {code, message}}`, `rule` naming the SPEC §5 sticker rule a save broke. */
export const apiErrorBodySchema = z.object({
  error: z.object({
    code: z.enum(Object.keys(API_ERRORS) as [ApiErrorCode, ...ApiErrorCode[]]),
    message: z.string(),
    rule: z.enum(STICKER_RULES as [StickerRule, ...StickerRule[]]).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/** The answer schema of each status: the success envelope for 200, the error envelope for every failure. */
export type RouteAnswers<Spec extends RouteSpec> = { readonly 200: z.ZodObject<{ data: Spec['answer'] }> } & {
  readonly [Status in FailureStatus]?: typeof apiErrorBodySchema;
};

export type ApiRoute<Spec extends RouteSpec = RouteSpec> = Spec & { readonly answers: RouteAnswers<Spec> };

/** The failure statuses a route documents: those its declaration implies, then its own. */
export function failureStatuses(spec: RouteSpec): FailureStatus[] {
  const statuses = new Set<FailureStatus>([500, ...(spec.failures ?? [])]);
  if (spec.params || spec.query || spec.body) statuses.add(400);
  if (spec.signedIn) statuses.add(401);
  if (spec.method !== 'GET') statuses.add(403);
  if (spec.body) statuses.add(413);
  if (spec.rateLimited) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

export function defineRoute<const Spec extends RouteSpec>(spec: Spec): ApiRoute<Spec> {
  const answers: Record<number, z.ZodType> = { 200: z.object({ data: spec.answer }) };
  for (const status of failureStatuses(spec)) answers[status] = apiErrorBodySchema;
  return { ...spec, answers: answers as RouteAnswers<Spec> };
}

/** The names of a path's parameters, in order: `/api/template/{hash}` → `['hash']`. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name!);
}

/** A declared path as Fastify spells it: `{hash}` → `:hash`. */
export function fastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/** A declared path with its parameters filled in, each one URI-encoded. */
export function fillPath(path: string, params: Readonly<Record<string, string | number>>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

// What a client sends and gets. Query and path values go as text and are parsed by the server, so the client
// gives them as the server reads them (a page as a number), optional where the schema lets them be missing.
type ClientValues<Schema extends z.ZodObject> = {
  [Key in keyof z.input<Schema>]: Key extends keyof z.output<Schema> ? z.output<Schema>[Key] : never;
};
type MultipartInput<Body extends MultipartBody, FileType> = {
  [File in Body['files'][number]]: FileType;
} & (Body['fields'] extends z.ZodObject ? ClientValues<Body['fields']> : unknown);

export type RouteParams<Route extends RouteSpec> = Route['params'] extends z.ZodObject
  ? ClientValues<Route['params']>
  : never;
export type RouteQuery<Route extends RouteSpec> = Route['query'] extends z.ZodObject
  ? ClientValues<Route['query']>
  : never;
/** `FileType`: what the client's platform sends a file as (a browser's Blob); core knows no DOM. */
export type RouteBody<Route extends RouteSpec, FileType = unknown> = Route['body'] extends MultipartBody
  ? MultipartInput<Route['body'], FileType>
  : Route['body'] extends z.ZodType
    ? z.input<Route['body']>
    : never;
/** What `data` holds in the route's success answer. */
export type RouteAnswer<Route extends RouteSpec> = z.output<Route['answer']>;
