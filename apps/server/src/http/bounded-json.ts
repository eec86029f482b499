import { ILL_FORMED_TEXT, illFormedTextPath } from '@lienzo/core';
import secureJson from 'secure-json-parse';
import { ApiError } from './api-error';

/**
 * The deepest nesting of arrays and objects a JSON body may have. A valid design nests 6 levels at most
 * (document → objects → object → styles → style → value; measured over 3,000 generated documents, groups are
 * ids on flat objects, not nested), its save payload 7, every other body 3. 32 leaves room for the schema to
 * grow; an attacker's 500,000 levels are refused before parsing.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * The body limit of a route that takes no body: room for the `{}` the web app sends with every POST, so a
 * larger body is refused from its Content-Length (413) before a byte of it is read.
 */
export const NO_BODY_LIMIT = 16;

/** `\uD800`–`\uDFFF` escapes: the only way JSON text can carry a lone surrogate (bytes are decoded as UTF-8). */
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;

/**
 * True when `text` nests arrays and objects deeper than `max`, found without parsing: one pass that skips
 * strings with indexOf (a save's 4 MB picture is one string). Hand-written: the JSON libraries we know
 * (secure-json-parse, Fastify's own) bound prototype keys but not depth.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (char === 0x22) {
      i = closingQuote(text, i);
      if (i === -1) return false; // an unterminated string: the parser refuses it
    } else if (char === 0x7b || char === 0x5b) {
      depth += 1;
      if (depth > max) return true;
    } else if (char === 0x7d || char === 0x5d) depth -= 1;
  }
  return false;
}

/** The index of the quote closing the string opened at `open`: the next one not escaped by a backslash. */
function closingQuote(text: string, open: number): number {
  let quote = text.indexOf('"', open + 1);
  while (quote !== -1) {
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === 0x5c) backslashes += 1;
    if (backslashes % 2 === 0) return quote;
    quote = text.indexOf('"', quote + 1);
  }
  return -1;
}

/** Throws the 400 for the first text of `value` holding a lone surrogate (see core's illFormedTextPath). */
export function refuseIllFormedText(
  value: unknown,
  code: 'API_ERROR_VALIDATION' | 'API_ERROR_INVALID_DESIGN',
  root = '',
) {
  const path = illFormedTextPath(value, root);
  if (path !== null) throw new ApiError(400, code, `${path || 'body'}: ${ILL_FORMED_TEXT}`);
}

/**
 * A JSON request body: bounded in depth before it is parsed, parsed with Fastify's own guard against
 * `__proto__` and `constructor.prototype` keys, its text well-formed.
 */
export function parseJsonBody(text: string): unknown {
  if (text.length === 0) throw new ApiError(400, 'API_ERROR_INVALID_JSON', 'The body is empty.');
  if (nestsDeeperThan(text, MAX_JSON_DEPTH))
    throw new ApiError(400, 'API_ERROR_INVALID_JSON', `It nests deeper than ${MAX_JSON_DEPTH} levels.`);
  let value: unknown;
  try {
    value = secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' });
  } catch {
    throw new ApiError(400, 'API_ERROR_INVALID_JSON');
  }
  if (SURROGATE_ESCAPE.test(text)) refuseIllFormedText(value, 'API_ERROR_VALIDATION');
  return value;
}
