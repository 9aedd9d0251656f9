// The OpenAPI document at /api/openapi.json: a valid OpenAPI 3.1 document holding every call of the
// contract (the shop's apiCalls and the staff console's staffCalls) with its body and answer
// schemas, and its readable page at /api/docs.
import { Validator } from '@seriousme/openapi-schema-validator';
import { API_PATHS, apiCalls, STAFF_API_PREFIX, staffCalls, strictSchemaOf, type StaffPath } from '@blitz/contract';
import type { oas31 } from 'openapi3-ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { jsonSchemaOf, type SharedSchemas } from '../../src/http/api-document';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

const STAFF_PATHS = Object.keys(staffCalls) as StaffPath[];
const staffPathOf = (path: string) => `${STAFF_API_PREFIX.slice('/api'.length)}${path}`;

/** Every POST route of Fastify's route tree (`printRoutes`), as full paths. */
function postRoutesOf(tree: string): string[] {
  const parents: string[] = [];
  const paths: string[] = [];
  for (const line of tree.split('\n')) {
    const node = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([^)]*)\))?$/.exec(line);
    if (!node) continue;
    parents.length = (node[1] ?? '').length / 4;
    parents.push(node[2] ?? '');
    if ((node[3] ?? '').split(/,\s*/).includes('POST')) paths.push(parents.join(''));
  }
  return paths;
}

describe('the API document', () => {
  let t: TestApp;
  let document: oas31.OpenAPIObject;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    document = response.json<oas31.OpenAPIObject>();
  });
  afterAll(async () => {
    await t?.close();
  });

  const operationAt = (path: string) => {
    const operation = document.paths?.[path]?.post;
    if (!operation) throw new Error(`${path} is not in the document`);
    return operation;
  };
  const bodyOf = (operation: oas31.OperationObject) =>
    (operation.requestBody as oas31.RequestBodyObject).content['application/json']?.schema as oas31.SchemaObject;
  const answerOf = (operation: oas31.OperationObject) =>
    (operation.responses as Record<string, oas31.ResponseObject>)['200']?.content?.['application/json']?.schema;

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document) as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(document.servers).toEqual([{ url: '/api' }]);
  });

  it('holds exactly the calls of the contract', () => {
    expect(Object.keys(document.paths ?? {}).sort()).toEqual([...API_PATHS, ...STAFF_PATHS.map(staffPathOf)].sort());
  });

  const expectSchemas = (operation: oas31.OperationObject, body: z.ZodType, response: z.ZodType | null) => {
    const shared: SharedSchemas = {};
    expect(bodyOf(operation)).toEqual(jsonSchemaOf(body, 'input', `${operation.operationId}Body`, shared));
    if (response) expect(answerOf(operation)).toEqual(jsonSchemaOf(response, 'output', `${operation.operationId}Answer`, shared));
    else expect(Object.keys(operation.responses ?? {})).toEqual(expect.arrayContaining(['202', '204']));
    if (!response) expect(operation.responses?.['200']).toBeUndefined();
    // What the schemas refer to is in the document too.
    for (const [name, definition] of Object.entries(shared)) expect(document.components?.schemas?.[name]).toEqual(definition);
  };

  it.each(API_PATHS.map((path) => [path] as const))('shop call %s: its body and answer schemas', (path) => {
    const call = apiCalls[path];
    const operation = operationAt(path);
    expectSchemas(operation, strictSchemaOf(call.body), call.response);
    expect(operation['x-session']).toBe(call.auth);
    // The session travels in the body, which no OpenAPI security scheme can name; the description says so.
    expect(operation.security).toEqual([]);
    if (call.auth !== 'none') expect(operation.description).toContain('in the body as `refreshToken`');
    expect(Object.keys(operation.responses ?? {}).includes('401')).toBe(call.auth === 'required');
  });

  it.each(STAFF_PATHS.map((path) => [path] as const))('staff call %s: its body, answer and token', (path) => {
    const call = staffCalls[path];
    const operation = operationAt(staffPathOf(path));
    expectSchemas(operation, call.body, call.response);
    expect(operation.security).toEqual(call.section ? [{ staffToken: [] }] : []);
  });

  it('gives every call a summary of its own', () => {
    const operations = Object.values(document.paths ?? {}).map((item) => item.post!);
    const summaries = operations.map((operation) => operation.summary ?? '');
    for (const summary of summaries) expect(summary).toMatch(/^\S.{4,80}$/);
    expect(operationAt('/auth/login').summary).toBe('Sign in with a login token');
    expect(operationAt('/staff/auctions/withdraw').summary).toBe('Withdraw an auction');
  });

  it('holds every call the server registered', () => {
    const registered = postRoutesOf(t.app.printRoutes({ commonPrefix: false, method: 'POST' }));
    expect(registered).toContain('/api/auction/getHomePageItems');
    // PayFast's payment notice is PayFast's form-encoded protocol, not a call of the contract.
    const calls = registered.filter((path) => path.startsWith('/api/') && path !== '/api/payment/notify');
    expect(calls.sort()).toEqual(
      Object.keys(document.paths ?? {})
        .map((path) => `/api${path}`)
        .sort(),
    );
  });

  it('describes what a caller must send and what comes back', () => {
    const login = bodyOf(operationAt('/auth/login'));
    expect(login.required).toEqual(['loginToken']);
    expect(Object.keys(login.properties ?? {})).toEqual(expect.arrayContaining(['lanIso', 'refreshToken', 'loginToken']));
    const auction = answerOf(operationAt('/auction/get')) as oas31.SchemaObject;
    expect(auction.type).toBe('object');
    expect(Object.keys(auction.properties ?? {}).length).toBeGreaterThan(10);
  });

  it('has a page people can read, with every call, its own stylesheet and no script', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    for (const path of [...API_PATHS.map((p) => `/api${p}`), ...STAFF_PATHS.map((p) => `${STAFF_API_PREFIX}${p}`)]) {
      expect(page.body).toContain(`<code>${path}</code>`);
    }
    expect(page.body).toContain('<code>loginToken</code> <span class="type">string</span> <span class="required">required</span>');
    expect(page.body).toContain('href="/api/openapi.json"');
    expect(page.body).toContain('<p><strong>Sign in with a login token.</strong> No session');
    expect(page.body).not.toMatch(/<script|style="/);
    const stylesheet = /<link rel="stylesheet" href="([^"]+)">/.exec(page.body)?.[1];
    const css = await t.app.inject({ method: 'GET', url: stylesheet! });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toContain('text/css');
  });
});
