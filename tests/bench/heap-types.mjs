// What a page's JS heap holds, by V8's kinds of object (BENCH_HEAP_TYPES=1 in after-load.mjs):
// a heap snapshot's objects, their own sizes summed per kind. `code` is compiled functions (their
// bytecode and what it needs), which the compile hint adds to. The snapshot also counts the DOM's
// and the engine's native objects, which the used heap size does not: they are `native`, printed
// as `DOM, engine`.

/** A snapshot of the heap behind `cdp` (a Chromium DevTools session), as V8 writes it. */
async function snapshot(cdp) {
  const chunks = [];
  const onChunk = ({ chunk }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  }
  return JSON.parse(chunks.join(''));
}

/** Bytes by kind of object, e.g. { code: 876000, string: 112000, … }. */
export async function heapTypes(cdp) {
  const { snapshot: meta, nodes } = await snapshot(cdp);
  const fields = meta.meta.node_fields;
  const typeNames = meta.meta.node_types[0];
  const width = fields.length;
  const typeAt = fields.indexOf('type');
  const sizeAt = fields.indexOf('self_size');
  const bytes = {};
  for (let i = 0; i < nodes.length; i += width) {
    const type = typeNames[nodes[i + typeAt]];
    bytes[type] = (bytes[type] ?? 0) + nodes[i + sizeAt];
  }
  delete bytes.synthetic;
  return bytes;
}
