// Go: the user's `go test … -bench=…` unchanged. GOFLAGS gains -exec=<script>, so `go test`
// hands each test binary to the inside half (go-exec.ts), which counts every selected benchmark at
// N and 2N iterations and prints Go benchmark lines in instr/op.
import { chmodSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { shellWord, type Driver } from './driver.js';

export const goDriver: Driver = {
  id: 'go',
  lever: 'go test -bench (-test.benchtime=Nx)',
  detect: (command, format) => format === 'go' || (format === 'auto' && /\bgo\s+test\b/.test(command)),
  // Only `go test` hands test binaries to -exec: any other command would run uncounted.
  needs: 'a command that runs `go test … -bench=…` (benchgate counts through `go test -exec`; a script that runs it: also set format: go)',
  toolchain: ['go', 'version'],
  wholeProcess: true,
  prepare(ctx) {
    const script = path.join(ctx.stateDir, 'go-exec');
    writeFileSync(script, `#!/bin/sh\nexec ${ctx.entry.map(shellWord).join(' ')} go "$@"\n`);
    chmodSync(script, 0o755);
    // GOFLAGS is space separated: a path with a space cannot go in it.
    if (/\s/.test(script)) throw new Error(`the Go driver's script path has a space (${script}); GOFLAGS cannot carry it`);
    // `go test` links the binary it runs without a symbol table (-s -w): -s=false keeps the symbols,
    // so that "where the instructions went" names functions (code is unchanged; a user's own -ldflags wins).
    const user = process.env.GOFLAGS ?? '';
    const symbols = /(^|\s)--?ldflags\b/.test(user) ? '' : '-ldflags=-s=false';
    const flags = [user, `-exec=${script}`, symbols].filter(Boolean).join(' ');
    return { command: ctx.command, env: { GOFLAGS: flags } };
  },
};
