// The REST client: @actions/github's Octokit with the retry (5xx) and throttling (rate limits)
// plugins. Both plugins target @octokit/core 7, the core @actions/github 9 is built on.
import type { GitHub } from '@actions/github/lib/utils';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';

export type GitHubClient = InstanceType<typeof GitHub>;

export interface ClientLog {
  debug(message: string): void;
  warning(message: string): void;
}

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
}

const MAX_RATE_LIMIT_RETRIES = 3;

/** Creates the client. The token is set as a secret by the caller before anything is logged. */
export async function createClient(token: string, opts: ClientOptions): Promise<GitHubClient> {
  // Imported here, not at the top: @actions/github reads GITHUB_API_URL and the event payload
  // when its module loads, and tests set those per case.
  const { getOctokit } = await import('@actions/github');
  const maxWait = opts.maxRateLimitWaitSeconds ?? 120;
  const onLimit =
    (kind: string) =>
    (retryAfter: number, options: { method?: string; url?: string }, _octokit: unknown, retryCount: number): boolean => {
      const willRetry = retryCount < MAX_RATE_LIMIT_RETRIES && retryAfter <= maxWait;
      opts.log.warning(
        `GitHub ${kind} rate limit on ${options.method ?? ''} ${options.url ?? ''}: ` +
          (willRetry ? `retrying in ${retryAfter} s (attempt ${retryCount + 1} of ${MAX_RATE_LIMIT_RETRIES})` : 'giving up'),
      );
      return willRetry;
    };
  const log = {
    debug: (m: string) => opts.log.debug(m),
    info: (m: string) => opts.log.debug(m),
    warn: (m: string) => opts.log.warning(m),
    error: (m: string) => opts.log.debug(m),
  };
  const options = {
    ...(opts.baseUrl ? { baseUrl: opts.baseUrl } : {}),
    log,
    retry: opts.retryBaseMs !== undefined ? { retryAfterBaseValue: opts.retryBaseMs } : {},
    throttle: {
      id: opts.throttleId ?? 'benchgate',
      onRateLimit: onLimit('primary'),
      onSecondaryRateLimit: onLimit('secondary'),
      ...(opts.retryBaseMs !== undefined ? { retryAfterBaseValue: opts.retryBaseMs } : {}),
    },
  };
  return getOctokit(token, options, retry, throttling);
}

/** The HTTP status of an Octokit request error, or undefined for anything else. */
export function httpStatus(err: unknown): number | undefined {
  if (err && typeof err === 'object' && 'status' in err && typeof (err as { status: unknown }).status === 'number') {
    return (err as { status: number }).status;
  }
  return undefined;
}

/** A one-line description of a failed request without headers (they carry the token). */
export function describeError(err: unknown): string {
  const status = httpStatus(err);
  const message = err instanceof Error ? err.message.split('\n')[0] : String(err);
  return status !== undefined ? `HTTP ${status}: ${message}` : message;
}
