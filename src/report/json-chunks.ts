// JSON.stringify(value, null, 2)'s text in pieces, the same bytes once joined: a history of 2
// million points makes more JSON than one JavaScript string can hold (~512 MiB: "Invalid string
// length"), so containers holding many items are walked and written an item at a time, and
// only small ones (a point, a change point) are stringified whole. Whatever the document says,
// it is written as JSON.stringify would: toJSON, omitted undefined members, null for undefined
// array items and non-finite numbers, empty containers as [] and {}.

/** Items of a container stringified whole at most (more, or a big item inside: walked). */
const WHOLE = 64;

const INDENT = '  ';

type Json = Record<string, unknown>;

function toJson(value: unknown, key: string): unknown {
  if (typeof value === 'object' && value !== null && typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    return (value as { toJSON: (key: string) => unknown }).toJSON(key);
  }
  return value;
}

/** What JSON.stringify leaves out of an object (and writes as null in an array). */
const isSkipped = (v: unknown) => v === undefined || typeof v === 'function' || typeof v === 'symbol';

/** Whether `v` is a container too big to stringify whole: many items, or a big one inside. */
function isBig(v: unknown): boolean {
  if (typeof v !== 'object' || v === null) return false;
  const items = Array.isArray(v) ? v : Object.values(v as Json);
  return items.length > WHOLE || items.some(isBig);
}

/** JSON.stringify(value, null, 2) in pieces (without the trailing newline). */
export function* jsonChunks(value: unknown): Generator<string> {
  const v = toJson(value, '');
  yield* isSkipped(v) ? ['null'] : chunksOf(v, '');
}

/** A JSON file's text in pieces: jsonChunks and the trailing newline. */
export function* jsonFileChunks(value: unknown): Generator<string> {
  yield* jsonChunks(value);
  yield '\n';
}

/** Items stringified together when small (one JSON.stringify call for many points). */
const BATCH = 256;

const hasToJson = (v: unknown) => typeof v === 'object' && v !== null && typeof (v as { toJSON?: unknown }).toJSON === 'function';

/** A value (its toJSON already applied) starting on a line indented by `pad`. */
function* chunksOf(v: unknown, pad: string, big = isBig(v)): Generator<string> {
  if (!big) {
    const text = JSON.stringify(v, null, INDENT);
    yield text === undefined ? 'null' : pad ? text.replace(/\n/g, `\n${pad}`) : text;
    return;
  }
  const inner = pad + INDENT;
  if (Array.isArray(v)) {
    yield '[';
    let batch: unknown[] = [];
    let first = true;
    // A run of small items as JSON.stringify writes them inside an array, brackets cut off.
    const flush = function* (): Generator<string> {
      if (batch.length === 0) return;
      const text = JSON.stringify(batch, null, INDENT);
      yield `${first ? '' : ','}\n${pad}${text.slice(2, -2).replace(/\n/g, `\n${pad}`)}`;
      first = false;
      batch = [];
    };
    for (let i = 0; i < v.length; i++) {
      const raw: unknown = v[i];
      // Items with a toJSON of their own are given their own index as JSON.stringify would.
      const itemBig = !hasToJson(raw) && isBig(raw);
      if (!itemBig && !hasToJson(raw)) {
        batch.push(raw);
        if (batch.length >= BATCH) yield* flush();
        continue;
      }
      yield* flush();
      const item = toJson(raw, String(i));
      yield `${first ? '' : ','}\n${inner}`;
      first = false;
      yield* isSkipped(item) ? ['null'] : chunksOf(item, inner);
    }
    yield* flush();
    yield `\n${pad}]`;
    return;
  }
  const entries = Object.entries(v as Json)
    .map(([k, item]) => [k, toJson(item, k)] as const)
    .filter(([, item]) => !isSkipped(item));
  if (entries.length === 0) {
    yield '{}';
    return;
  }
  yield '{';
  for (let i = 0; i < entries.length; i++) {
    const [k, item] = entries[i];
    yield `${i ? ',' : ''}\n${inner}${JSON.stringify(k)}: `;
    yield* chunksOf(item, inner);
  }
  yield `\n${pad}}`;
}
