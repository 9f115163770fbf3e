// Merges the JSON-LD of many pages into one graph by @id, the way a crawler
// does, and reports any @id whose property has two different values.

export interface GraphConflict {
  id: string;
  property: string;
  /** Each distinct value (as JSON) with the first page that gave it. */
  values: { value: string; file: string }[];
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** JSON with object keys sorted, so equal values compare equal whatever their key order. */
function canonical(value: Json): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** Every node carrying an @id and at least one other property (bare references only point). */
function nodesWithId(value: Json, out: { [key: string]: Json }[] = []): { [key: string]: Json }[] {
  if (Array.isArray(value)) for (const v of value) nodesWithId(v, out);
  else if (value && typeof value === 'object') {
    if (typeof value['@id'] === 'string' && Object.keys(value).some((k) => k !== '@id' && k !== '@context'))
      out.push(value);
    for (const [k, v] of Object.entries(value)) if (k !== '@context') nodesWithId(v, out);
  }
  return out;
}

export class JsonLdGraph {
  /** @id -> property -> canonical value -> first file. */
  private readonly nodes = new Map<string, Map<string, Map<string, string>>>();

  add(file: string, blocks: unknown[]): void {
    for (const node of nodesWithId(blocks as Json)) {
      const id = node['@id'] as string;
      let props = this.nodes.get(id);
      if (!props) {
        props = new Map();
        this.nodes.set(id, props);
      }
      for (const [key, value] of Object.entries(node)) {
        if (key === '@id' || key === '@context') continue;
        let values = props.get(key);
        if (!values) {
          values = new Map();
          props.set(key, values);
        }
        const c = canonical(value);
        if (!values.has(c)) values.set(c, file);
      }
    }
  }

  get ids(): string[] {
    return [...this.nodes.keys()];
  }

  conflicts(): GraphConflict[] {
    const out: GraphConflict[] = [];
    for (const [id, props] of this.nodes) {
      for (const [property, values] of props) {
        if (values.size > 1) out.push({ id, property, values: [...values].map(([value, file]) => ({ value, file })) });
      }
    }
    return out;
  }
}

/** The JSON-LD blocks of an HTML page. */
export function jsonLdOf(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]) as unknown,
  );
}
