// The contract check's core: one recorded or live call (method, path, status, JSON body) against the
// OpenAPI document. A call is "missing" when the document has no such operation or the API answered
// "no route"; it "differs" when its answer breaks the documented schema — each problem names the call
// and the field (body/0/current_schedule/title). Fields the document does not name fail the demo
// backend's own replay (its answers are documented exactly) but are only notes for an operator's API
// (--api): an operator may send more than the app reads.
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

const DOC_ID = 'openapi.json';

/** /v2/channels/{id} → a RegExp matching /v2/channels/17 (one segment per parameter; {path} any rest). */
function templateRegExp(template) {
  const source = template
    .split('/')
    .map((part) => {
      if (part === '{path}') return '.+';
      if (/^\{[^}]+\}$/.test(part)) return '[^/]+';
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${source}$`);
}

const pointer = (...parts) => parts.map((p) => String(p).replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/**
 * ajv's errors as "body/<field>: <what>", the root causes only: the "must be null" / "must match anyOf"
 * echoes of a nullable object are dropped when a deeper error explains them, and the same problem in
 * every item of a list is named once (body/3/title, and 11 more items).
 */
export function rootCauses(errors) {
  const deeper = (e) =>
    errors.some(
      (o) =>
        (o !== e && o.instancePath.startsWith(`${e.instancePath}/`)) ||
        (o !== e && o.instancePath === e.instancePath && o.keyword === 'required'),
    );
  const lines = new Map();
  for (const error of errors) {
    if (error.keyword === 'anyOf' || error.keyword === 'oneOf') continue;
    if (error.keyword === 'type' && error.params.type === 'null' && deeper(error)) continue;
    const missing = error.keyword === 'required' ? `/${error.params.missingProperty}` : '';
    const extra = error.keyword === 'additionalProperties' ? `/${error.params.additionalProperty}` : '';
    const field = `body${error.instancePath}${missing}${extra}`;
    const shape = `${field.replace(/\/\d+(?=\/|$)/g, '/*')}: ${error.message}`;
    const seen = lines.get(shape);
    if (seen) seen.more += 1;
    else lines.set(shape, { text: `${field}: ${error.message}`, more: 0 });
  }
  return [...lines.values()].map((l) => (l.more ? `${l.text} (and ${l.more} more items)` : l.text));
}

/** @param {{ extraFields?: 'fail' | 'note' }} [options] */
export function compileContract(document, { extraFields = 'fail' } = {}) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema(document, DOC_ID);
  // Literal paths before templated ones, so /v2/users/self wins over /v2/users/{id}.
  const templates = Object.keys(document.paths ?? {})
    .map((path) => ({ path, re: templateRegExp(path), params: (path.match(/\{/g) ?? []).length }))
    .sort((a, b) => a.params - b.params);
  const validators = new Map();

  function operationFor(method, path) {
    for (const t of templates) {
      const operation = document.paths[t.path]?.[method.toLowerCase()];
      if (operation && t.re.test(path)) return { template: t.path, operation };
    }
    return undefined;
  }

  function responseFor(operation, status) {
    const responses = operation.responses ?? {};
    const key = String(status) in responses ? String(status) : 'default' in responses ? 'default' : undefined;
    if (!key) return undefined;
    let response = responses[key];
    let where = ['paths', '?', '?', 'responses', key];
    if (response.$ref) {
      const name = response.$ref.split('/').pop();
      response = document.components?.responses?.[name];
      where = ['components', 'responses', name];
    }
    return { key, response, where };
  }

  function validatorFor(template, method, found) {
    const media = Object.keys(found.response?.content ?? {})[0];
    if (!media || !found.response.content[media].schema) return undefined;
    const where =
      found.where[0] === 'paths'
        ? ['paths', template, method.toLowerCase(), 'responses', found.key]
        : found.where;
    const ref = `${DOC_ID}#/${pointer(...where, 'content', media, 'schema')}`;
    if (!validators.has(ref)) validators.set(ref, { media, validate: ajv.compile({ $ref: ref }) });
    return validators.get(ref);
  }

  /**
   * @param {{ method: string, path: string, status: number, body?: unknown, json?: boolean }} call
   * @returns {{ call: string, operation?: string, problems: string[], notes: string[] }}
   */
  function check(call) {
    const pathOnly = call.path.split('?')[0];
    const name = `${call.method.toUpperCase()} ${pathOnly} → ${call.status}`;
    const found = operationFor(call.method, pathOnly);
    if (!found) return { call: name, problems: ['missing: the document has no such operation'], notes: [] };
    const operation = `${call.method.toUpperCase()} ${found.template}`;
    const result = { call: name, operation, problems: [], notes: [] };
    const noRoute = call.status === 404 && /^No route /.test(String(call.body?.error?.message ?? ''));
    if (noRoute) {
      result.problems.push('missing: the API has no route for this call');
      return result;
    }
    const response = responseFor(found.operation, call.status);
    if (!response) {
      const documented = Object.keys(found.operation.responses ?? {}).join(', ');
      result.problems.push(`status ${call.status} is not documented (documented: ${documented})`);
      return result;
    }
    const validator = validatorFor(found.template, call.method, response);
    if (!validator?.media.includes('json') || call.json === false) return result;
    if (!validator.validate(call.body)) {
      const errors = validator.validate.errors ?? [];
      const extra = (e) => e.keyword === 'additionalProperties' && extraFields === 'note';
      result.problems.push(...rootCauses(errors.filter((e) => !extra(e))));
      result.notes.push(...rootCauses(errors.filter(extra)));
    }
    return result;
  }

  return { check, operationFor };
}
