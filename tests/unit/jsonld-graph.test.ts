import { describe, expect, it } from 'vitest';
import { JsonLdGraph } from '../../generator/pipeline/render/jsonld-graph.ts';

describe('JsonLdGraph', () => {
  it('merges nodes by @id across pages and reports a property with two values', () => {
    const graph = new JsonLdGraph();
    graph.add('a.html', [
      { '@id': 'x', name: 'A', area: [{ n: 1, m: 2 }] },
      { '@id': 'p', about: { '@id': 'x' } },
    ]);
    graph.add('b.html', [{ '@id': 'x', area: [{ m: 2, n: 1 }], name: 'A' }]);
    expect(graph.conflicts()).toEqual([]);
    graph.add('c.html', [{ '@id': 'x', name: 'B' }]);
    expect(graph.conflicts()).toEqual([
      {
        id: 'x',
        property: 'name',
        values: [
          { value: '"A"', file: 'a.html' },
          { value: '"B"', file: 'c.html' },
        ],
      },
    ]);
  });

  it('does not count a bare {"@id"} reference as a node', () => {
    const graph = new JsonLdGraph();
    graph.add('a.html', [
      { '@id': 'x', name: 'A' },
      { '@id': 'p', provider: { '@id': 'x' } },
    ]);
    expect(graph.ids.sort()).toEqual(['p', 'x']);
    expect(graph.conflicts()).toEqual([]);
  });
});
