/**
 * The API document as a page people can read (/api/docs), rendered here from the same OpenAPI
 * document that /api/openapi.json serves: each call with who may make it, the fields of its body
 * and of its answer (types, required, allowed values, limits), and its JSON Schema. Plain HTML
 * with one stylesheet of its own and no script, so the shop's Content-Security-Policy needs nothing
 * more for it and nothing loads from elsewhere.
 */
import type { FastifyInstance } from 'fastify';
import type { oas31 } from 'openapi3-ts';
import { escapeHtml } from '../escape-html';
import { API_BASE, API_DOCUMENT_PATH, API_PAGE_PATH, apiDocument } from './api-document';

const STYLESHEET_PATH = `${API_PAGE_PATH}/style.css`;
const MAX_DEPTH = 6;

/** `code` spans for the document's backticks; everything else escaped. */
const prose = (text: string) => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');

const LIMITS: Array<[keyof oas31.SchemaObject, string]> = [
  ['minLength', 'min length'],
  ['maxLength', 'max length'],
  ['minimum', 'min'],
  ['maximum', 'max'],
  ['exclusiveMinimum', 'over'],
  ['exclusiveMaximum', 'under'],
  ['minItems', 'min items'],
  ['maxItems', 'max items'],
  ['pattern', 'pattern'],
  ['format', 'format'],
  ['default', 'default'],
];

/** A one-line type: `string`, `integer | null`, `'a' | 'b'`, `array of object`. */
function typeOf(schema: oas31.SchemaObject): string {
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.map((variant) => typeOf(variant as oas31.SchemaObject)).join(' | ');
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'any');
  if (type === 'array' && schema.items) return `array of ${typeOf(schema.items as oas31.SchemaObject)}`;
  return type;
}

/** Limits worth reading: zod's bounds of a plain integer and the pattern behind a named format say nothing more. */
function limitsOf(schema: oas31.SchemaObject): string {
  const limits = LIMITS.filter(([key]) => {
    const value = schema[key];
    if (value === undefined || Math.abs(Number(value)) === Number.MAX_SAFE_INTEGER) return false;
    return !(key === 'pattern' && schema.format);
  }).map(([key, label]) => `${label} ${key === 'pattern' ? String(schema[key]) : JSON.stringify(schema[key])}`);
  return limits.length ? ` <span class="limits">${escapeHtml(limits.join(', '))}</span>` : '';
}

/** The objects a schema holds directly (itself, its array's items, the variants of a union). */
function objectsIn(schema: oas31.SchemaObject): oas31.SchemaObject[] {
  if (schema.properties) return [schema];
  if (schema.items) return objectsIn(schema.items as oas31.SchemaObject);
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].flatMap((variant) =>
    objectsIn(variant as oas31.SchemaObject),
  );
}

function fieldList(schema: oas31.SchemaObject, depth = 0): string {
  const objects = objectsIn(schema);
  if (objects.length === 0 || depth > MAX_DEPTH) return '';
  return objects
    .map((object) => {
      const required = new Set(object.required ?? []);
      const fields = Object.entries(object.properties ?? {}).map(([name, value]) => {
        const field = value as oas31.SchemaObject;
        const flag = required.has(name) ? ' <span class="required">required</span>' : '';
        const description = field.description ? ` <span class="description">${prose(field.description)}</span>` : '';
        return `<li><code>${escapeHtml(name)}</code> <span class="type">${escapeHtml(typeOf(field))}</span>${flag}${limitsOf(field)}${description}${fieldList(field, depth + 1)}</li>`;
      });
      return fields.length ? `<ul>${fields.join('')}</ul>` : '<p class="none">No fields.</p>';
    })
    .join('<p class="or">or</p>');
}

function schemaBlock(title: string, schema: oas31.SchemaObject): string {
  return `<h4>${escapeHtml(title)}</h4>${fieldList(schema) || `<p><span class="type">${escapeHtml(typeOf(schema))}</span></p>`}
<details><summary>JSON Schema</summary><pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre></details>`;
}

const anchorOf = (path: string) => `call${path.replace(/[^A-Za-z0-9]+/g, '-')}`;

function callSection(path: string, operation: oas31.OperationObject): string {
  const body = (operation.requestBody as oas31.RequestBodyObject).content['application/json']?.schema as oas31.SchemaObject;
  const responses = Object.entries(operation.responses as Record<string, oas31.ResponseObject>);
  const answer = responses.find(([status]) => status === '200')?.[1].content?.['application/json']?.schema as
    oas31.SchemaObject | undefined;
  const statuses = responses
    .map(([status, response]) => `<li><code>${escapeHtml(status)}</code> ${prose(response.description)}</li>`)
    .join('');
  return `<section id="${anchorOf(path)}">
<h3><span class="method">POST</span> <code>${escapeHtml(API_BASE + path)}</code></h3>
<p><strong>${prose(operation.summary ?? '')}.</strong> ${prose(operation.description ?? '')}</p>
${schemaBlock('Body', body)}
${answer ? schemaBlock('Answer (200)', answer) : '<h4>Answer</h4><p>No data.</p>'}
<h4>Statuses</h4><ul class="statuses">${statuses}</ul>
</section>`;
}

/** The page: an introduction, a list of calls per tag, then every call. */
export function renderApiPage(document: oas31.OpenAPIObject): string {
  const entries = Object.entries(document.paths ?? {}).map(([path, item]) => [path, item.post!] as const);
  const groups = (document.tags ?? []).map((tag) => {
    const calls = entries.filter(([, operation]) => operation.tags?.includes(tag.name));
    const index = calls
      .map(
        ([path, operation]) =>
          `<li><a href="#${anchorOf(path)}"><code>${escapeHtml(path)}</code></a> ${prose(operation.summary ?? '')}</li>`,
      )
      .join('');
    return {
      index: `<h3>${escapeHtml(tag.name)}</h3><p>${prose(tag.description ?? '')}</p><ul class="index">${index}</ul>`,
      sections: `<h2>${escapeHtml(tag.name)}</h2>${calls.map(([path, operation]) => callSection(path, operation)).join('\n')}`,
    };
  });
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)}</title>
<link rel="stylesheet" href="${STYLESHEET_PATH}">
</head>
<body>
<main>
<h1>${escapeHtml(document.info.title)}</h1>
<p>${prose(document.info.description ?? '')}</p>
<p>The same as an OpenAPI ${escapeHtml(document.openapi)} document, for client generators and tools: <a href="${API_DOCUMENT_PATH}"><code>${API_DOCUMENT_PATH}</code></a>.</p>
<nav aria-label="Calls">${groups.map((group) => group.index).join('')}</nav>
${groups.map((group) => group.sections).join('\n')}
</main>
</body>
</html>
`;
}

const STYLESHEET = `body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;background:#fafafa}
main{max-width:960px;margin:0 auto;padding:16px}
h1{font-size:1.8rem}h2{margin-top:2.5rem;border-bottom:2px solid #ddd}h3{margin-bottom:.25rem}h4{margin:1rem 0 .25rem}
section{background:#fff;border:1px solid #e0e0e0;border-radius:8px;padding:4px 16px 12px;margin:16px 0}
code,pre{font-family:ui-monospace,monospace;font-size:.9em}pre{overflow-x:auto;background:#f4f4f4;padding:8px;border-radius:4px}
.method{background:#1565c0;color:#fff;border-radius:4px;padding:0 6px;font-size:.8em}
.type{color:#6a1b9a}.required{color:#b71c1c;font-size:.85em}.limits,.description,.none{color:#555;font-size:.9em}
.or{margin:.25rem 0;font-style:italic}ul{padding-left:1.25rem}.index{columns:2 320px}
a{color:#1565c0}summary{cursor:pointer;color:#1565c0}
@media (prefers-color-scheme:dark){body{background:#121212;color:#eee}section{background:#1e1e1e;border-color:#333}
pre{background:#2a2a2a}.type{color:#ce93d8}.required{color:#ef9a9a}.limits,.description,.none{color:#aaa}a,summary{color:#90caf9}}
`;

let page: string | null = null;

/** GET /api/openapi.json, the page at /api/docs and its stylesheet; the document and the page are built on first demand. */
export async function registerApiDocument(app: FastifyInstance): Promise<void> {
  const noCache = { 'cache-control': 'no-cache' };
  app.get(API_DOCUMENT_PATH, async (_request, reply) => reply.type('application/json').headers(noCache).send(apiDocument().json));
  app.get(API_PAGE_PATH, async (_request, reply) => {
    page ??= renderApiPage(apiDocument().document);
    return reply.type('text/html; charset=utf-8').headers(noCache).send(page);
  });
  app.get(STYLESHEET_PATH, async (_request, reply) => reply.type('text/css; charset=utf-8').headers(noCache).send(STYLESHEET));
}
