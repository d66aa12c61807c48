import type { RestRequest } from '../context';
import { sendResult } from '../respond';
import type { Column, PgFunction, Relation } from '../schema/types';

type JsonSchema = Record<string, unknown>;

function columnSchema(c: Column, rel: Relation): JsonSchema {
  const s: JsonSchema = {};
  const type = c.type;
  if (type.endsWith('[]')) {
    s.type = 'array';
    s.items = { type: 'string' };
  } else if (/^(smallint|integer|bigint)$/.test(type)) s.type = 'integer';
  else if (/^(numeric|real|double precision)/.test(type)) s.type = 'number';
  else if (type === 'boolean') s.type = 'boolean';
  else if (type !== 'json' && type !== 'jsonb') s.type = 'string';
  s.format = type;
  const notes: string[] = [];
  if (c.description) notes.push(c.description);
  if (rel.primaryKey.includes(c.name)) notes.push('Note:\nThis is a Primary Key.<pk/>');
  if (notes.length) s.description = notes.join('\n\n');
  if (c.default !== null) s.default = c.default;
  return s;
}

function definition(rel: Relation): JsonSchema {
  return {
    type: 'object',
    required: rel.columnList.filter((c) => c.notNull && c.default === null && !c.generated).map((c) => c.name),
    properties: Object.fromEntries(rel.columnList.map((c) => [c.name, columnSchema(c, rel)])),
    ...(rel.description ? { description: rel.description } : {}),
  };
}

function tablePaths(rel: Relation): JsonSchema {
  const tag = [rel.name];
  const ok = { '200': { description: 'OK', schema: { type: 'array', items: { $ref: `#/definitions/${rel.name}` } } }, '206': { description: 'Partial Content' } };
  const paths: JsonSchema = { get: { tags: tag, summary: rel.description ?? undefined, responses: ok } };
  if (rel.kind === 'table' || rel.kind === 'partitioned_table' || rel.kind === 'view') {
    paths.post = { tags: tag, responses: { '201': { description: 'Created' } } };
    paths.patch = { tags: tag, responses: { '204': { description: 'No Content' } } };
    paths.delete = { tags: tag, responses: { '204': { description: 'No Content' } } };
  }
  return paths;
}

function rpcPaths(fn: PgFunction): JsonSchema {
  const body = {
    in: 'body',
    name: 'args',
    required: true,
    schema: {
      type: 'object',
      required: fn.args.filter((a) => !a.hasDefault && a.name).map((a) => a.name),
      properties: Object.fromEntries(fn.args.filter((a) => a.name).map((a) => [a.name, { format: a.type }])),
    },
  };
  const responses = { '200': { description: 'OK' } };
  const post = { tags: ['(rpc) ' + fn.name], summary: fn.description ?? undefined, parameters: [body], produces: ['application/json'], responses };
  if (fn.volatility === 'volatile') return { post };
  const get = {
    tags: ['(rpc) ' + fn.name],
    parameters: fn.args.filter((a) => a.name).map((a) => ({ in: 'query', name: a.name, required: !a.hasDefault, type: 'string', format: a.type })),
    responses,
  };
  return { get, post };
}

/** GET /rest/v1/: a Swagger 2.0 description of every exposed table, view and function of the schema. */
export function handleOpenApi(r: RestRequest): void {
  const relations = [...r.cache.relations.values()].filter((x) => x.schema === r.schemaName).sort((a, b) => a.name.localeCompare(b.name));
  const functions = [...r.cache.functions.values()].flat().filter((f) => f.schema === r.schemaName).sort((a, b) => a.name.localeCompare(b.name));
  const paths: JsonSchema = { '/': { get: { tags: ['Introspection'], summary: 'OpenAPI description (this document)', produces: ['application/openapi+json', 'application/json'], responses: { '200': { description: 'OK' } } } } };
  for (const rel of relations) paths[`/${rel.name}`] = tablePaths(rel);
  for (const fn of functions) paths[`/rpc/${fn.name}`] = rpcPaths(fn);
  const host = typeof r.req.headers.host === 'string' ? r.req.headers.host : 'localhost';
  const doc = {
    swagger: '2.0',
    info: { title: 'PostgREST API', description: 'standard public schema', version: '12.2.0 (local-supabase)' },
    host,
    basePath: '/rest/v1',
    schemes: ['http'],
    consumes: ['application/json', 'application/vnd.pgrst.object+json', 'text/csv'],
    produces: ['application/json', 'application/vnd.pgrst.object+json', 'text/csv'],
    paths,
    definitions: Object.fromEntries(relations.map((rel) => [rel.name, definition(rel)])),
  };
  sendResult(r, null, 200, JSON.stringify(doc), {}, 'openapi');
}
