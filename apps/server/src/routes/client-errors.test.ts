import { expect, it } from 'vitest';
import { CLIENT_ERROR_RATE_LIMIT } from './client-errors';
import { clientErrorReport } from '../test/fixtures';
import { useTestServer } from '../test/harness';

/** The server's log lines, as the log pipeline would read them. */
const lines: Record<string, unknown>[] = [];
const logger = { level: 'error', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } };

const report = clientErrorReport;

const server = useTestServer('sqlite', { logger });

it('writes a reported failure to the error log with the user who had it', async () => {
  const client = server().client();
  const user = await client.signUp();
  lines.length = 0;
  const response = await client.post('/api/errors', report);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ data: { reported: true } });
  expect(lines).toEqual([
    expect.objectContaining({
      level: 50,
      msg: 'the web app reported a failure',
      user_id: user.id,
      client_error: report,
    }),
  ]);
});

it('takes the report of a failed carousel page (save step 4, issue 23)', async () => {
  const client = server().client();
  await client.get('/api/me');
  lines.length = 0;
  expect((await client.post('/api/errors', { ...report, step: 4 })).statusCode).toBe(200);
  expect(lines[0]).toMatchObject({ client_error: { step: 4 } });
});

it('takes a render error with its boundary and component stack (issue 25)', async () => {
  const client = server().client();
  await client.get('/api/me');
  lines.length = 0;
  const renderError = {
    ...report,
    kind: 'render_error',
    boundary: 'drawer',
    component_stack: '\n    at TextDrawer\n    at ErrorBoundary',
  };
  expect((await client.post('/api/errors', renderError)).statusCode).toBe(200);
  expect(lines[0]).toMatchObject({ client_error: renderError });
});

it('takes reports from visitors too, but only with the anti-forgery header', async () => {
  const visitor = server().client();
  await visitor.get('/api/me');
  lines.length = 0;
  expect((await visitor.post('/api/errors', { ...report, kind: 'uncaught_error' })).statusCode).toBe(200);
  expect(lines[0]).toMatchObject({ user_id: null, client_error: { kind: 'uncaught_error' } });
  expect((await visitor.post('/api/errors', report, { csrf: false })).statusCode).toBe(403);
});

it.each([
  ['an unknown kind', { kind: 'boom' }],
  ['a message over 1000 characters', { message: 'x'.repeat(1001) }],
  ['a code that is not an error code', { code: '<script>' }],
  // Steps 1–3 of SPEC §4, and 4 a carousel's other pages (issue 23).
  ['a step that does not exist', { step: 5 }],
  ['another app version', { app_version: '0.9' }],
  ['a boundary that does not exist', { kind: 'render_error', boundary: 'toolbar' }],
  ['a component stack over 4000 characters', { kind: 'render_error', component_stack: 'x'.repeat(4001) }],
])('refuses %s with 400 and logs nothing', async (_, change) => {
  const client = server().client();
  await client.get('/api/me');
  lines.length = 0;
  const response = await client.post('/api/errors', { ...report, ...change });
  expect(response.statusCode).toBe(400);
  expect(response.json().error.code).toBe('API_ERROR_VALIDATION');
  expect(lines.filter((line) => line.msg === 'the web app reported a failure')).toEqual([]);
});

it('cuts off a page that reports in a loop', async () => {
  const client = server().client();
  await client.get('/api/me');
  const answers: number[] = [];
  for (let index = 0; index <= CLIENT_ERROR_RATE_LIMIT.max; index += 1)
    answers.push((await client.post('/api/errors', report)).statusCode);
  expect(answers.slice(0, CLIENT_ERROR_RATE_LIMIT.max).every((status) => status === 200)).toBe(true);
  expect(answers.at(-1)).toBe(429);
});
