// Does a client's schema accept every answer a document schema allows? A structural check between two
// JSON Schemas (the document's, and one generated from the client's zod schema): each field the client
// requires must be required by the document, and each type the document allows must be one the client
// accepts. Answers the list of gaps, each naming the field.

type Schema = Record<string, unknown>;

const branches = (s: Schema): Schema[] => [
  ...((s.anyOf ?? s.oneOf ?? []) as Schema[]).flatMap(branches),
  ...(s.anyOf || s.oneOf ? [] : [s]),
];

function typesOf(s: Schema): Set<string> | undefined {
  const out = new Set<string>();
  for (const b of branches(s)) {
    if (b.const === null) out.add('null');
    else if (b.const !== undefined || b.enum) out.add(typeof (b.const ?? (b.enum as unknown[])[0]));
    else if (typeof b.type === 'string') out.add(b.type);
    else if (Array.isArray(b.type)) for (const t of b.type) out.add(t as string);
    else return undefined; // an open branch: anything
  }
  return out;
}

const accepts = (client: Set<string>, type: string) =>
  client.has(type) || (type === 'integer' && client.has('number'));

const objectOf = (s: Schema) => branches(s).find((b) => b.type === 'object' || b.properties);
const arrayOf = (s: Schema) => branches(s).find((b) => b.type === 'array');

export function coverGaps(doc: Schema, client: Schema, path = 'body'): string[] {
  const clientTypes = typesOf(client);
  const docTypes = typesOf(doc);
  if (!clientTypes) return [];
  if (!docTypes)
    return [`${path}: the document allows anything, the client expects ${[...clientTypes].join(' or ')}`];
  const gaps = [...docTypes]
    .filter((t) => !accepts(clientTypes, t))
    .map((t) => `${path}: the document allows ${t}, the client accepts ${[...clientTypes].join(' or ')}`);
  const docObject = objectOf(doc);
  const clientObject = objectOf(client);
  if (docObject && clientObject) {
    const docProps = (docObject.properties ?? {}) as Record<string, Schema>;
    const docRequired = new Set((docObject.required ?? []) as string[]);
    const clientRequired = new Set((clientObject.required ?? []) as string[]);
    for (const [name, clientProp] of Object.entries(
      (clientObject.properties ?? {}) as Record<string, Schema>,
    )) {
      const field = `${path}/${name}`;
      const docProp = docProps[name];
      if (clientRequired.has(name) && !docRequired.has(name)) {
        gaps.push(`${field}: required by the client, ${docProp ? 'optional' : 'absent'} in the document`);
      }
      if (docProp) gaps.push(...coverGaps(docProp, clientProp, field));
    }
  }
  const docArray = arrayOf(doc);
  const clientArray = arrayOf(client);
  if (docArray?.items && clientArray?.items) {
    gaps.push(...coverGaps(docArray.items as Schema, clientArray.items as Schema, `${path}/*`));
  }
  return gaps;
}
