// The environment the benchmark (the pull request's own code) runs with: the runner's, minus
// every credential and every file the job reads back. Without this, PR code could read the
// action's token (`INPUT_GITHUB-TOKEN`), the runner's service tokens (cache, artifacts, OIDC),
// or write the job's outputs, env, PATH and summary through the GITHUB_* file commands.
// A user who really needs one of these passes its name in env-passthrough.

// Exact names the GitHub runner (or a workflow) sets that carry a credential or a file command.
export const DROPPED_NAMES: readonly string[] = [
  'GITHUB_TOKEN',
  'GH_TOKEN',
  'GH_ENTERPRISE_TOKEN',
  'GITHUB_ENTERPRISE_TOKEN',
  'ACTIONS_RUNTIME_TOKEN',
  'ACTIONS_RUNTIME_URL',
  'ACTIONS_ID_TOKEN_REQUEST_TOKEN',
  'ACTIONS_ID_TOKEN_REQUEST_URL',
  'ACTIONS_CACHE_URL',
  'ACTIONS_CACHE_SERVICE_V2',
  'ACTIONS_RESULTS_URL',
  'GITHUB_OUTPUT',
  'GITHUB_STEP_SUMMARY',
  'GITHUB_ENV',
  'GITHUB_PATH',
  'GITHUB_STATE',
  'SSH_AUTH_SOCK',
  // sshpass -e reads its password from this one.
  'SSHPASS',
];

// Families of names: action inputs (the token among them), the post-step state of actions, the
// runner's internal service variables, and names that contain a secret's word anywhere
// (`NPM_TOKEN`, `clientSecret`, `HTTP_AUTHORIZATION`).
const DROPPED_PATTERNS: readonly RegExp[] = [
  /^INPUT_/i,
  /^STATE_/,
  /^ACTIONS_(RUNTIME|ID_TOKEN|CACHE|RESULTS)_/,
  /TOKEN|SECRET|PASSWORD|PASSWD|PASSPHRASE|CREDENTIAL|COOKIE|APIKEY|PRIVATEKEY|AUTHORI[SZ]ATION/i,
];

// Words that name a secret only as a whole word of a name (`GH_PAT`, `ghPat`, `X-API-KEY`,
// `MYSQL_PWD`, `DOCKER_PASS`, `SENTRY_DSN`, `SSH_PRIVATE_KEY`), not as letters inside one: `PATH`,
// `PWD` itself, `PASSTHROUGH`, `COMPASS`, `KEYTIMEOUT` and Go's `GOPRIVATE` (a module pattern) stay.
const DROPPED_WORDS: ReadonlySet<string> = new Set([
  'KEY',
  'AUTH',
  'PRIVATE',
  'PAT',
  'PWD',
  'PASS',
  'PASSWD',
  'PW',
  'DSN',
  'PIN',
  'OTP',
  'SIG',
  'SIGNATURE',
  'CERT',
  'JWT',
  'SESSION',
  'BEARER',
]);

/**
 * The words of a variable's name, upper-cased: split at anything not a letter or digit (`_`, and
 * the `-` of `X-KEY`, which Linux allows in a name) and where a camelCase word starts (`ghPat`,
 * `GHPat` → GH, PAT).
 */
function nameWords(name: string): string[] {
  return name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.toUpperCase());
}

// Values that are credentials whatever their name: a URL with a password in it
// (`postgres://user:pw@host/db`, `redis://:pw@host`), a connection string's password, the token
// formats of GitHub, npm, PyPI, Slack, AWS, GitLab, Stripe and Google, and a PEM or PGP private key.
const SECRET_VALUES: readonly RegExp[] = [
  /[a-z][a-z0-9+.-]*:\/\/[^/\s:@]*:[^/\s@]+@/i,
  // A password in a connection string or a query (`Server=…;Password=…`, `jdbc:…&password=…`).
  /(^|[;&?\s])(password|pwd)=[^;&\s]+/i,
  /\b(gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,}|npm_[A-Za-z0-9]{30,}|pypi-[A-Za-z0-9_-]{30,}|xox[abprs]-[A-Za-z0-9-]{10,}|glpat-[A-Za-z0-9_-]{20,})/,
  /\b(AKIA|ASIA)[0-9A-Z]{16}\b/,
  // Stripe's secret and restricted keys (live and test), Google's API keys.
  /\b[sr]k_(live|test)_[A-Za-z0-9]{16,}/,
  /\bAIza[0-9A-Za-z_-]{35}/,
  /-----BEGIN [A-Z0-9 ]*PRIVATE KEY( BLOCK)?-----/,
];

/** Whether the benchmark must not see the variable `name` with `value` (unless passed through). */
export function isDropped(name: string, value = ''): boolean {
  if (name === 'PWD' || name === 'OLDPWD') return false;
  return (
    DROPPED_NAMES.includes(name) ||
    DROPPED_PATTERNS.some((re) => re.test(name)) ||
    nameWords(name).some((word) => DROPPED_WORDS.has(word)) ||
    SECRET_VALUES.some((re) => re.test(value))
  );
}

/** `env` without the dropped variables, except those named in `passthrough`. */
export function benchmarkEnvironment(env: NodeJS.ProcessEnv, passthrough: readonly string[] = []): NodeJS.ProcessEnv {
  const keep = new Set(passthrough);
  const out: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(env)) {
    if (value !== undefined && (keep.has(name) || !isDropped(name, value))) out[name] = value;
  }
  return out;
}

/** The names `benchmarkEnvironment` drops from `env` (for a log line; never the values). */
export function droppedNames(env: NodeJS.ProcessEnv, passthrough: readonly string[] = []): string[] {
  const keep = new Set(passthrough);
  return Object.entries(env)
    .filter(([name, value]) => value !== undefined && !keep.has(name) && isDropped(name, value))
    .map(([name]) => name)
    .sort();
}
