// The REST client: @actions/github's Octokit with the retry (5xx) and throttling (rate limits)
// plugins, and a bounded fetch underneath them: every request has a timeout and can be cut off by
// the caller's deadline, so an API that accepts the connection and never answers cannot keep the
// job running. Both plugins target @octokit/core 7, the core @actions/github 9 is built on.
import type { GitHub } from '@actions/github/lib/utils';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';

export type GitHubClient = InstanceType<typeof GitHub>;

export interface ClientLog {
  debug(message: string): void;
  warning(message: string): void;
}

/** Longest wait (ms) for one API request before it is given up on. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

export interface ClientOptions {
  /** API root; defaults to GITHUB_API_URL (what @actions/github reads), else api.github.com. */
  baseUrl?: string;
  log: ClientLog;
  /** Longest rate-limit wait (seconds) we sit through before giving up on the comment. */
  maxRateLimitWaitSeconds?: number;
  /** Milliseconds per unit of the retry plugins' back-off (tests shrink it). */
  retryBaseMs?: number;
  /** Distinguishes throttling queues so that unrelated clients in one process don't wait on each other. */
  throttleId?: string;
  /** Longest wait for one request (each attempt of a retried one); DEFAULT_REQUEST_TIMEOUT_MS when absent. */
  requestTimeoutMs?: number;
  /** Aborts every request under way and refuses new ones: the caller's deadline. */
  signal?: AbortSignal;
  /** The deadline's length, for messages. */
  deadlineMs?: number;
  /** Filled with the endpoints of the requests under way (`GET /user`), for the deadline's message. */
  inFlight?: Set<string>;
}

const MAX_RATE_LIMIT_RETRIES = 3;

/**
 * A request that got no answer: the per-request timeout or the caller's deadline passed. Named
 * AbortError because @octokit/request passes an AbortError through as it is, and plugin-retry does
 * not repeat it (a server that hung once would make the job wait once more per retry).
 */
export class ApiNoAnswerError extends Error {
  override name = 'AbortError';
  constructor(
    readonly endpoint: string,
    readonly kind: 'timeout' | 'deadline',
    readonly ms: number,
  ) {
    super(
      kind === 'timeout'
        ? `GitHub did not answer ${endpoint} within ${seconds(ms)}`
        : `${endpoint} was cut off: the publishing deadline (${seconds(ms)}) passed`,
    );
  }
}

/** The API could not be reached at all (connection refused, unknown host, TLS failure). */
export class ApiUnreachableError extends Error {
  override name = 'ApiUnreachableError';
}

const seconds = (ms: number): string => (ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`);

/** `GET /repos/o/r/issues/7/comments`: method and path of a URL, no host, no query (it may be long, never secret). */
export function endpointOf(method: string | undefined, url: string | URL | undefined): string {
  let pathname = String(url ?? '');
  try {
    pathname = new URL(pathname).pathname;
  } catch {
    pathname = pathname.split('?')[0]!;
  }
  return `${(method ?? 'GET').toUpperCase()} ${pathname}`;
}

type Fetch = typeof globalThis.fetch;

/**
 * fetch with a timeout per call and the caller's deadline. Network failures become an
 * ApiUnreachableError naming the API root, the one thing a user can check.
 */
export function boundedFetch(inner: Fetch, apiUrl: string, timeoutMs: number, deadline: { signal?: AbortSignal; ms?: number; inFlight?: Set<string> }): Fetch {
  return async (input, init) => {
    const endpoint = endpointOf(init?.method, input instanceof Request ? input.url : input);
    if (deadline.signal?.aborted) throw new ApiNoAnswerError(endpoint, 'deadline', deadline.ms ?? 0);
    const timeout = AbortSignal.timeout(timeoutMs);
    const signals = [timeout, ...(deadline.signal ? [deadline.signal] : []), ...(init?.signal ? [init.signal] : [])];
    deadline.inFlight?.add(endpoint);
    try {
      const res = await inner(input, { ...init, signal: AbortSignal.any(signals) });
      // The body is read here, under the same timeout: @octokit/request would take a body that
      // stalls halfway for an empty one (an empty comment list means "create a second comment").
      const empty = res.status === 204 || res.status === 205 || res.status === 304 || init?.method === 'HEAD';
      const body = empty ? null : await res.arrayBuffer();
      return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
    } catch (err) {
      if (deadline.signal?.aborted) throw new ApiNoAnswerError(endpoint, 'deadline', deadline.ms ?? 0);
      if (timeout.aborted) throw new ApiNoAnswerError(endpoint, 'timeout', timeoutMs);
      if (init?.signal?.aborted) throw err;
      const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
      const code = (cause as { code?: unknown })?.code;
      const what = cause instanceof Error ? cause.message : String(cause);
      throw new ApiUnreachableError(
        `the GitHub API at ${shownUrl(apiUrl)} cannot be reached (${typeof code === 'string' && !what.includes(code) ? `${code}: ` : ''}${what}) on ${endpoint}; ` +
          "check GITHUB_API_URL (on GitHub Enterprise Server it is https://HOST/api/v3) and the runner's network",
      );
    } finally {
      deadline.inFlight?.delete(endpoint);
    }
  };
}

/** The API root for messages: an address with credentials in it (`https://user:pass@host`) is shown without them. */
function shownUrl(apiUrl: string): string {
  try {
    const u = new URL(apiUrl);
    u.username = '';
    u.password = '';
    return u.toString().replace(/\/$/, '');
  } catch {
    return apiUrl;
  }
}

/** Creates the client. The token is set as a secret by the caller before anything is logged. */
export async function createClient(token: string, opts: ClientOptions): Promise<GitHubClient> {
  // Imported here, not at the top: @actions/github reads GITHUB_API_URL and the event payload
  // when its module loads, and tests set those per case.
  const { getOctokit } = await import('@actions/github');
  const { defaults } = await import('@actions/github/lib/utils');
  const baseUrl = opts.baseUrl ?? defaults.baseUrl ?? 'https://api.github.com';
  const maxWait = opts.maxRateLimitWaitSeconds ?? 120;
  const onLimit =
    (kind: string) =>
    (retryAfter: number, options: { method?: string; url?: string }, _octokit: unknown, retryCount: number): boolean => {
      // Past the deadline nothing is retried; a wait longer than we may sit through is given up at
      // once (the final warning says it is a rate limit and when it resets).
      const willRetry = !opts.signal?.aborted && retryCount < MAX_RATE_LIMIT_RETRIES && retryAfter <= maxWait;
      const line = `GitHub ${kind} rate limit on ${endpointOf(options.method, options.url)}: `;
      if (willRetry) opts.log.warning(`${line}retrying in ${retryAfter} s (attempt ${retryCount + 1} of ${MAX_RATE_LIMIT_RETRIES})`);
      else opts.log.debug(`${line}not retrying (wait ${retryAfter} s, longest wait ${maxWait} s, attempt ${retryCount + 1})`);
      return willRetry;
    };
  const log = {
    debug: (m: string) => opts.log.debug(m),
    info: (m: string) => opts.log.debug(m),
    warn: (m: string) => opts.log.warning(m),
    error: (m: string) => opts.log.debug(m),
  };
  // @actions/github's fetch goes through the runner's proxy settings; ours bounds it.
  const inner = (defaults.request?.fetch as Fetch | undefined) ?? globalThis.fetch;
  const fetch = boundedFetch(inner, baseUrl, opts.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS, {
    signal: opts.signal,
    ms: opts.deadlineMs,
    inFlight: opts.inFlight,
  });
  const options = {
    baseUrl,
    log,
    request: { ...defaults.request, fetch },
    // 429 is the throttling plugin's to wait out or give up on, never plugin-retry's to repeat blindly.
    retry: { doNotRetry: [400, 401, 403, 404, 410, 422, 429, 451], ...(opts.retryBaseMs !== undefined ? { retryAfterBaseValue: opts.retryBaseMs } : {}) },
    throttle: {
      id: opts.throttleId ?? 'benchgate',
      onRateLimit: onLimit('primary'),
      onSecondaryRateLimit: onLimit('secondary'),
      ...(opts.retryBaseMs !== undefined ? { retryAfterBaseValue: opts.retryBaseMs } : {}),
    },
  };
  return getOctokit(token, options, retry, throttling);
}

interface RequestErrorLike {
  status?: unknown;
  message?: unknown;
  cause?: unknown;
  request?: { method?: string; url?: string };
  response?: { headers?: Record<string, string | undefined>; data?: unknown };
}

/** The HTTP status of an Octokit request error, or undefined for anything else (no answer, unreachable). */
export function httpStatus(err: unknown): number | undefined {
  if (!err || typeof err !== 'object') return undefined;
  const e = err as RequestErrorLike;
  // @octokit/request reports a failed fetch as "status 500" without a response: that was no answer at all.
  if (typeof e.status !== 'number' || !e.response) return undefined;
  return e.status;
}

export interface RateLimit {
  /** When it is lifted, as seconds from now (undefined when GitHub did not say). */
  waitSeconds?: number;
  /** `resets at 10:12:00 UTC (in 3600 s)` or `retry after 60 s`. */
  when: string;
}

/**
 * The rate limit a 403/429 reports: `x-ratelimit-remaining: 0` (primary, with its reset time) or
 * `retry-after` (secondary, or a plain 429). Undefined for a 403 that is a missing permission.
 */
export function rateLimitOf(err: unknown, now = Date.now()): RateLimit | undefined {
  const status = httpStatus(err);
  if (status !== 403 && status !== 429) return undefined;
  const headers = (err as RequestErrorLike).response?.headers ?? {};
  const retryAfter = headers['retry-after'];
  if (retryAfter !== undefined && /^\d+$/.test(retryAfter.trim())) {
    const wait = Number(retryAfter);
    return { waitSeconds: wait, when: `retry after ${wait} s (about ${clock(now + wait * 1000)})` };
  }
  if (headers['x-ratelimit-remaining'] === '0') {
    const reset = Number(headers['x-ratelimit-reset']);
    if (!Number.isFinite(reset) || reset <= 0) return { when: 'GitHub did not say when it resets' };
    const wait = Math.max(0, Math.ceil(reset - now / 1000));
    return { waitSeconds: wait, when: `resets at ${clock(reset * 1000)} (in ${wait} s)` };
  }
  if (status === 429) return { when: 'GitHub did not say when it resets' };
  return undefined;
}

const clock = (ms: number): string => `${new Date(ms).toISOString().slice(11, 19)} UTC`;

/** The endpoint a failed request was for, `METHOD /path`, or undefined when the error does not say. */
export function failedEndpoint(err: unknown): string | undefined {
  if (err instanceof ApiNoAnswerError) return err.endpoint;
  const req = err && typeof err === 'object' ? (err as RequestErrorLike).request : undefined;
  return req?.url ? endpointOf(req.method, req.url) : undefined;
}

/**
 * One line that says what happened to a request, without headers (they carry the token) and
 * without quoting an HTML error page: a timeout, an unreachable API, a rate limit and when it
 * resets, or the status, the endpoint and GitHub's JSON message.
 */
export function describeError(err: unknown): string {
  if (err instanceof ApiNoAnswerError || err instanceof ApiUnreachableError) return err.message;
  const e = (err && typeof err === 'object' ? err : {}) as RequestErrorLike;
  if (e.cause instanceof ApiNoAnswerError || e.cause instanceof ApiUnreachableError) return e.cause.message;
  const status = httpStatus(err);
  const endpoint = failedEndpoint(err);
  const on = endpoint ? ` on ${endpoint}` : '';
  if (status === undefined) {
    const message = err instanceof Error ? err.message.split('\n')[0] : String(err);
    return `${message}${on}`;
  }
  const limit = rateLimitOf(err);
  if (limit) return `GitHub API rate limit exceeded (HTTP ${status})${on}: ${limit.when}`;
  const data = e.response?.data;
  const message =
    data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string' ? (data as { message: string }).message : undefined;
  // A proxy or GitHub's front end answers with an HTML page: its status says enough, its markup nothing.
  const said =
    message !== undefined ? `: ${message.split('\n')[0].slice(0, 300)}` : ' (no JSON error body: an outage or a proxy between the runner and GitHub)';
  return `HTTP ${status}${on}${said}`;
}
