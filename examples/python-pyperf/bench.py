"""pyperf benchmark suite: each bench_func runs in worker processes; -o writes every value."""
import json

import pyperf

DOC = {"id": 7, "tags": ["a", "b", "c"], "items": [{"n": i, "sq": i * i} for i in range(50)]}
TEXT = json.dumps(DOC)

runner = pyperf.Runner()
runner.bench_func("json_dumps", json.dumps, DOC)
runner.bench_func("json_loads", json.loads, TEXT)
