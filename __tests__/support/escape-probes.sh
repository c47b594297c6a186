#!/usr/bin/env bash
# The escape battery's probes (__tests__/sandbox-escape.test.ts), run as the benchmark: from the
# side's working directory, as the unprivileged user, inside the sandbox. Each prints one line
#   PROBE <name> ESCAPED|HELD [detail]
# to stdout — the run's kept output, the only channel it reports through. The test prepends the
# targets (P_* variables: host paths, a canary, a secret served outside benchgate).
# It never changes directory: the working directory as benchgate gave it is what is probed.
set -u
# What the command inherited, taken first (written by a child: a pipe to read it would be one more fd).
fds=$(mktemp)
ls /proc/$$/fd >"$fds"

say() { echo "PROBE $1 $2${3:+ $3}"; }
verdict() { if "$@"; then echo ESCAPED; else echo HELD; fi; }

# One ../ per component of the working directory: relative paths that reach `/` from it.
up=$(pwd | sed 's#/[^/]*#../#g')
# The ways a probe names a host path: from the working directory, through /proc/self/cwd,
# /proc/self/root and the folder the test left open in benchgate (the host's `/`, P_HOST_ROOT_FD),
# and absolutely.
route() {
  case $1 in
    rel) printf '%s%s' "$up" "${2#/}" ;;
    cwd) printf '/proc/self/cwd/%s%s' "$up" "${2#/}" ;;
    root) printf '/proc/self/root%s' "$2" ;;
    fd) printf '/proc/%s/fd/%s/%s' "$$" "$P_HOST_ROOT_FD" "${2#/}" ;;
    abs) printf '%s' "$2" ;;
  esac
}
ROUTES='rel cwd root fd abs'
appends() { (printf '# escape probe\n' >>"$1") 2>/dev/null; }

# A host file the sandbox shows read-only (or not at all): escaped when an append lands.
writable() {
  for r in $ROUTES; do say "$1-$r" "$(verdict appends "$(route "$r" "$2")")"; done
}
# A file of the real $HOME (a throw-away layer inside): escaped when an append lands on the host's
# file itself (its device and inode, as the test saw them), not on the layer's copy.
lands_on() { appends "$1" && [ "$(stat -c %d:%i "$1" 2>/dev/null)" = "$2" ]; }
host_home() {
  for r in $ROUTES; do
    say "$1-$r" "$(verdict lands_on "$(route "$r" "$2")" "$3")"
  done
}
# A host file the sandbox hides (the host's /tmp, /dev/shm): escaped when it can be seen.
visible() {
  for r in $ROUTES; do say "$1-$r" "$(verdict test -e "$(route "$r" "$2")")"; done
}

# 1. Host paths, from the working directory, /proc/self/cwd, /proc/self/root, absolutely.
writable git-config "$P_GIT_CONFIG"
writable runner-file-command "$P_FILE_COMMAND"
writable kept-runs "$P_KEEP/escape-probe-$BENCHGATE_SIDE"
host_home home "$P_HOME_FILE" "$P_HOME_ID"
visible host-tmp "$P_TMP_CANARY"
other=head
[ "$BENCHGATE_SIDE" = head ] && other=base
other_worktree() { grep -qs escape-probe-marker "$1" && appends "$1"; }
for r in $ROUTES; do
  say "other-worktree-$r" "$(verdict other_worktree "$(route "$r" "$(dirname "$PWD")/$other/marker.txt")")"
done

# 2. Inherited file descriptors: only stdin, stdout and stderr, none a directory.
extra=
while read -r n; do
  [ "$n" = 255 ] && continue # bash's own handle on this script
  fd=/proc/$$/fd/$n
  if [ "$n" -gt 2 ] || [ -d "$fd" ]; then extra="$extra $n:$(readlink "$fd")"; fi
done <"$fds"
rm -f "$fds"
say inherited-fds "$([ -n "$extra" ] && echo ESCAPED || echo HELD)" "${extra:-0 1 2 only}"

# 3. Nested user and mount namespaces against the locked mounts.
if unshare -Urm true 2>/dev/null; then
  git_dir=$(dirname "$P_GIT_CONFIG")
  say userns-remount-rw "$(verdict unshare -Urm sh -c 'mount -o remount,bind,rw "$1" 2>/dev/null; printf "# probe\n" >>"$2"' sh "$git_dir" "$P_GIT_CONFIG" 2>/dev/null)"
  say userns-umount-tmp "$(verdict unshare -Urm sh -c 'umount -l /tmp 2>/dev/null; test -e "$1"' sh "$P_TMP_CANARY")"
  say userns-umount-shm "$(verdict unshare -Urm sh -c 'umount -l /dev/shm 2>/dev/null; test -e "$1"' sh "$P_SHM_CANARY")"
else
  say userns-remount-rw HELD 'unshare -Urm refused'
fi

# 4. Signals and ptrace to benchgate (found by its command line among the processes in view).
bg=
for d in /proc/[0-9]*; do
  case "$(tr '\0' ' ' <"$d/cmdline" 2>/dev/null)" in *"$P_CLI"*" run "*) bg=${d#/proc/} && break ;; esac
done
if [ -n "$bg" ]; then
  say signal-benchgate "$(verdict kill -0 "$bg")" "pid $bg: $(tr '\0' ' ' <"/proc/$bg/cmdline" | cut -c1-80)"
  say ptrace-read-benchgate "$(verdict grep -qa INPUT_GITHUB-TOKEN "/proc/$bg/environ")"
  if command -v strace >/dev/null; then
    # Attached, strace runs until the timeout interrupts it (124); refused, it exits at once.
    attach() { timeout -s INT 1 strace -qq -p "$bg" -e trace=none -o /dev/null 2>/dev/null; [ $? = 124 ]; }
    say ptrace-attach-benchgate "$(verdict attach)"
  fi
else
  for p in signal-benchgate ptrace-read-benchgate ptrace-attach-benchgate; do say "$p" HELD 'benchgate not in view'; done
fi

# 5. Kernel keyrings: the key the test put in benchgate's session keyring and the user's keyring.
if command -v keyctl >/dev/null; then
  reads_key() { id=$(keyctl search "@$1" user "bg-escape-$1" 2>/dev/null) && [ "$(keyctl pipe "$id" 2>/dev/null)" = "$P_SECRET" ]; }
  for ring in s u; do say "keyring-$ring" "$(verdict reads_key "$ring")"; done
fi

# 6. Shared scratch space and named pipes.
visible dev-shm "$P_SHM_CANARY"
say var-tmp-write "$(verdict appends "/var/tmp/escape-probe-$BENCHGATE_SIDE-$$")"
rm -f "/var/tmp/escape-probe-$BENCHGATE_SIDE-$$" 2>/dev/null
# Still a FIFO (not something mounted over it), and a write reaches its reader.
fifo() { [ -p "$1" ] && timeout 2 sh -c 'printf "probe\n" >"$1"' sh "$1" 2>/dev/null; }
[ -n "${P_RUN_FIFO:-}" ] && say fifo-under-run "$(verdict fifo "$P_RUN_FIFO")"
say fifo-elsewhere "$(verdict fifo "$P_FIFO")"

# 7. Set-uid programs (a set-uid-root copy of `id` the test made, when it runs as root).
if [ -n "${P_SUID:-}" ]; then
  say setuid "$(verdict test "$("$P_SUID" -u 2>/dev/null)" = 0)"
fi

# 8. Services outside benchgate: a 127.0.0.1 listener and an abstract Unix socket, each serving the secret.
tcp() { exec 3<>"/dev/tcp/127.0.0.1/$P_TCP_PORT" && IFS= read -r -t 2 line <&3 && [ "$line" = "$P_SECRET" ]; } 2>/dev/null
say loopback-tcp "$(verdict tcp)"
abstract=$("$P_NODE" -e "const c = require('net').connect('\0' + process.argv[1]); c.on('data', (d) => { process.stdout.write(d); c.end(); }); c.on('error', () => {}); setTimeout(() => process.exit(0), 2000).unref()" "$P_ABSTRACT" 2>/dev/null)
say abstract-socket "$(verdict test "$abstract" = "$P_SECRET")"

echo "BenchmarkEscapeProbes 100 1000 ns/op"
