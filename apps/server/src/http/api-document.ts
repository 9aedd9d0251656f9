/**
 * The OpenAPI 3.1 document of every call, built from the contract's zod schemas (zod's own JSON
 * Schema output, draft 2020-12, which OpenAPI 3.1 takes as it is): the shop's `apiCalls` under
 * /api and the staff console's `staffCalls` under /api/staff. Request bodies are described as
 * callers send them (zod's input side), 200 answers as the server sends them (the output side).
 * Served at /api/openapi.json, readable at /api/docs (api-document-page.ts).
 */
import { apiCalls, staffCalls, STAFF_API_PREFIX, strictSchemaOf, type ApiAuth, type ApiPath, type StaffPath } from '@blitz/contract';
import type { oas31 } from 'openapi3-ts';
import { z } from 'zod';
import { SHOP_SUMMARIES, STAFF_SUMMARIES } from './api-summaries';

export const API_DOCUMENT_PATH = '/api/openapi.json';
export const API_PAGE_PATH = '/api/docs';
/** Where the paths of the document are served: each is POST {API_BASE}{path}. */
export const API_BASE = '/api';

export const SHOP_TAG = 'Shop';
export const STAFF_TAG = 'Staff console';

/** Schemas that others refer to (a recursive one's definitions), collected into components/schemas. */
export type SharedSchemas = Record<string, oas31.SchemaObject>;

/**
 * A zod schema as JSON Schema: `input` for what a caller sends, `output` for what the server
 * answers. zod puts the definitions of a recursive schema under its own `$defs`; in a document
 * they move to components/schemas as `{name}_{definition}`, where `#/$defs/...` would not resolve.
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output', name: string, shared: SharedSchemas): oas31.SchemaObject {
  // Dates and transforms have no JSON form of their own; they are described by what goes over the wire.
  const emitted = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' });
  const moved = JSON.parse(
    JSON.stringify(emitted).replace(/"#\/\$defs\/([^"]+)"/g, (_match, key: string) =>
      JSON.stringify(`#/components/schemas/${name}_${key}`),
    ),
  ) as oas31.SchemaObject & { $schema?: string; $defs?: SharedSchemas };
  const { $schema: _dialect, $defs = {}, ...rest } = moved;
  for (const [key, definition] of Object.entries($defs)) shared[`${name}_${key}`] = definition;
  return rest;
}

const errorResponse = (description: string): oas31.ResponseObject => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

// A shop session travels in the body as `refreshToken`, where OpenAPI's security schemes (headers,
// query, cookies) cannot name it: every shop call declares `security: []` and its description says
// what the session does, as `x-session` does for tools.
const SESSION_TEXT: Record<ApiAuth, string> = {
  none: 'No session: the call ignores `refreshToken`.',
  optional:
    'Session optional, in the body as `refreshToken` (no header): a valid one personalises the answer; a missing or stale one is a visitor.',
  required:
    "Session required, in the body as `refreshToken` (no header): send a signed-in shopper's; without a valid one the call answers 401 'Auth failed'.",
};

function operation(options: {
  id: string;
  tag: string;
  summary: string;
  description: string;
  body: z.ZodType;
  response: z.ZodType | null;
  errors: Record<string, oas31.ResponseObject>;
  extra?: Partial<oas31.OperationObject>;
  shared: SharedSchemas;
}): oas31.PathItemObject {
  const { id, shared } = options;
  const success: oas31.ResponsesObject = options.response
    ? {
        '200': {
          description: 'The answer.',
          content: { 'application/json': { schema: jsonSchemaOf(options.response, 'output', `${id}Answer`, shared) } },
        },
      }
    : { '202': { description: 'Done; no data.' }, '204': { description: 'Done; no data.' } };
  return {
    post: {
      operationId: id,
      tags: [options.tag],
      summary: options.summary,
      description: options.description,
      requestBody: {
        required: true,
        content: { 'application/json': { schema: jsonSchemaOf(options.body, 'input', `${id}Body`, shared) } },
      },
      responses: {
        ...success,
        '400': errorResponse("The body does not match the schema: 'Data format error'."),
        ...options.errors,
        '429': errorResponse("Too many requests from this address, user or device: 'Too many requests'."),
        '5XX': errorResponse("'Server error'."),
      },
      ...options.extra,
    },
  };
}

const operationId = (prefix: string, path: string) =>
  prefix + path.replace(/[^A-Za-z0-9]+(.)?/g, (_match, next: string = '') => next.toUpperCase());

function shopPaths(shared: SharedSchemas): oas31.PathsObject {
  return Object.fromEntries(
    Object.entries(apiCalls).map(([path, call]) => [
      path,
      operation({
        id: operationId('shop', path),
        tag: SHOP_TAG,
        summary: SHOP_SUMMARIES[path as ApiPath],
        description: SESSION_TEXT[call.auth],
        // The strict schema: what a caller should send (the server also takes null for an optional field).
        body: strictSchemaOf(call.body),
        response: call.response,
        errors: call.auth === 'required' ? { '401': errorResponse("No valid session: 'Auth failed'.") } : {},
        extra: { security: [], 'x-session': call.auth },
        shared,
      }),
    ]),
  );
}

function staffPaths(shared: SharedSchemas): oas31.PathsObject {
  const prefix = STAFF_API_PREFIX.slice(API_BASE.length);
  return Object.fromEntries(
    Object.entries(staffCalls).map(([path, call]) => [
      `${prefix}${path}`,
      operation({
        id: operationId('staff', path),
        tag: STAFF_TAG,
        summary: STAFF_SUMMARIES[path as StaffPath],
        description: call.section
          ? `Staff token required (Authorization: Bearer), of a role allowed the \`${call.section}\` section.`
          : 'Signs a staff member in; needs no staff token.',
        body: call.body,
        response: call.response,
        errors: call.section
          ? {
              '401': errorResponse("No valid staff token: 'Auth failed'."),
              '403': errorResponse("A token that is not a staff token, or a role without this section: 'No Permission'."),
            }
          : {},
        extra: call.section ? { security: [{ staffToken: [] }], 'x-staff-section': call.section } : { security: [] },
        shared,
      }),
    ]),
  );
}

function buildApiDocument(): oas31.OpenAPIObject {
  const shared: SharedSchemas = {};
  const paths = { ...shopPaths(shared), ...staffPaths(shared) };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Blitz Auctions API',
      version: '1',
      description: [
        'Every call is a POST of a JSON body to /api{path}; the answer is JSON.',
        'Each shop call body may carry `lanIso` (the language of texts in the answer) and `refreshToken` (the session), as its schema shows.',
        'Statuses besides 200: 202 and 204 mean done without data; 206, 209 and 406 carry JSON data with a meaning of the call',
        '(209: already exists or not found); errors answer `{ message }`. Bids, watching and live prices go over the Socket.IO connection at /socket.io, which this document does not describe.',
      ].join(' '),
    },
    servers: [{ url: API_BASE }],
    tags: [
      { name: SHOP_TAG, description: 'The shop: sign-in, catalogue, auctions, orders, payments, rewards, the assistant.' },
      { name: STAFF_TAG, description: 'The staff console: staff accounts, auctions and the audit log.' },
    ],
    paths,
    components: {
      schemas: {
        Error: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] },
        ...shared,
      },
      securitySchemes: {
        staffToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The staff token that /staff/auth/login or /staff/auth/setup answers, sent as `Authorization: Bearer`.',
        },
      },
    },
  };
}

let built: { document: oas31.OpenAPIObject; json: string } | null = null;

/** The document, built once per process (the contract does not change while it runs). */
export function apiDocument(): { document: oas31.OpenAPIObject; json: string } {
  if (!built) {
    const document = buildApiDocument();
    built = { document, json: JSON.stringify(document) };
  }
  return built;
}
