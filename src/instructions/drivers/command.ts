// Any command as a whole (the hyperfine model): each run is the command's total instructions,
// counted with every child process traced. Scripts, CLIs, Python, Node: one row, "per run".
import { COMMAND_VAR } from '../layout.js';
import { shellWord, type Driver } from './driver.js';

export const commandDriver: Driver = {
  id: 'command',
  lever: 'the whole command, instructions per run (instructions-driver: command)',
  // Never picked by auto: counting a whole `cargo bench` would count its build too. Asked for by name.
  detect: () => false,
  wholeProcess: true,
  prepare(ctx) {
    return { command: `exec ${ctx.entry.map(shellWord).join(' ')} command`, env: { [COMMAND_VAR]: ctx.command } };
  },
};
