// No two server modules import each other, directly or round a longer loop: the graph of which
// module imports which is read from the files and must have no cycle. A fixture with one proves the
// check finds it.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { firstCycle, moduleGraph } from './module-graph';

const at = (path: string) => fileURLToPath(new URL(path, import.meta.url));

describe('server module graph', () => {
  it('finds the cycle of the fixture, through faces and files alike', () => {
    const graph = moduleGraph(at('./fixtures/module-graph/modules'));
    expect(graph).toEqual({ bids: ['goods'], goods: ['money'], money: ['bids'] });
    expect(firstCycle(graph)).toEqual(['bids', 'goods', 'money', 'bids']);
  });

  it('finds none when the modules are layered', () => {
    expect(firstCycle({ bids: ['goods', 'money'], goods: ['money'], money: [] })).toBeNull();
  });

  it('has no cycle between the server modules', () => {
    const graph = moduleGraph(at('../../apps/server/src/modules'));
    expect(graph.payments).toEqual(expect.arrayContaining(['cart', 'wallet']));
    expect(firstCycle(graph)).toBeNull();
  });
});
