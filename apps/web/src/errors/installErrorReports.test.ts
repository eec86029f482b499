import { APP_VERSION, type ClientErrorReport } from '@lienzo/core';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/ApiError';
import { clientErrorReport } from './clientErrorReport';
import { installErrorReports, MAX_UNCAUGHT_REPORTS } from './installErrorReports';

function fakeWindow() {
  const target = new EventTarget();
  const sent: ClientErrorReport[] = [];
  installErrorReports(async (report) => sent.push(report), target as unknown as Window);
  const fail = (error: unknown) => {
    const event = new Event('error') as Event & { error: unknown; message: string };
    event.error = error;
    event.message = String(error);
    target.dispatchEvent(event);
  };
  const reject = (reason: unknown) => {
    const event = new Event('unhandledrejection') as Event & { reason: unknown };
    event.reason = reason;
    target.dispatchEvent(event);
  };
  return { sent, fail, reject };
}

describe('reports of the web app’s failures', () => {
  it('says what failed, where, with the API code, clipped to the server’s limits', () => {
    const report = clientErrorReport(
      'save_failed',
      new ApiError('API_ERROR_UNKNOWN', 'x'.repeat(2000), 500),
      {
        step: 1,
        post_type: 'IMAGE',
        layout: 'instagram.story',
      },
      '#/design/abc',
    );
    expect(report).toMatchObject({
      kind: 'save_failed',
      code: 'API_ERROR_UNKNOWN',
      step: 1,
      post_type: 'IMAGE',
      layout: 'instagram.story',
      route: '#/design/abc',
      app_version: APP_VERSION,
    });
    expect(report.message).toHaveLength(1000);
    expect(report.message.startsWith('ApiError: xxx')).toBe(true);
    expect(clientErrorReport('uncaught_error', 'plain text', {}, '').message).toBe('plain text');
  });

  it('says which boundary caught a render error, with its component stack clipped to the server’s limit', () => {
    const report = clientErrorReport(
      'render_error',
      new TypeError('layers is undefined'),
      { boundary: 'drawer', component_stack: '\n    at TextDrawer'.repeat(400) },
      '#/texts',
    );
    expect(report).toMatchObject({
      kind: 'render_error',
      boundary: 'drawer',
      message: 'TypeError: layers is undefined',
      route: '#/texts',
    });
    expect(report.component_stack).toHaveLength(4000);
    expect(report.component_stack?.startsWith('\n    at TextDrawer')).toBe(true);
    expect(
      clientErrorReport('render_error', 'x', { boundary: 'app', component_stack: '' }),
    ).not.toHaveProperty('component_stack');
  });

  it('sends uncaught errors and rejections, but not API failures, and stops after a few', () => {
    const { sent, fail, reject } = fakeWindow();
    fail(new TypeError('x is undefined'));
    reject(new RangeError('too far'));
    reject(new ApiError('API_ERROR_NOT_FOUND'));
    expect(sent.map((report) => [report.kind, report.message])).toEqual([
      ['uncaught_error', 'TypeError: x is undefined'],
      ['uncaught_error', 'RangeError: too far'],
    ]);
    for (let index = 0; index < 20; index += 1) fail(new Error(`again ${index}`));
    expect(sent).toHaveLength(MAX_UNCAUGHT_REPORTS);
  });
});
