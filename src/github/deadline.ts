// The API's bounds for publishing, and the sticky comment written under them: every request has a
// timeout and the whole comment step a deadline, so that whatever GitHub does (a hung request, a
// rate-limit wait) the step goes on. API work only: what to write and what to log is the caller's.
import { DEFAULT_REQUEST_TIMEOUT_MS, type GitHubClient } from './client.js';
import { upsertStickyComment, type CommentOutcome, type CommentTarget, type UpsertOptions } from './comment.js';

/** Longest the whole comment step may take (every request, retry and rate-limit wait). */
export const DEFAULT_PUBLISH_DEADLINE_MS = 180_000;

export interface ApiLimits {
  /** Per request (BENCHGATE_API_TIMEOUT_MS). */
  requestTimeoutMs: number;
  /** The whole comment step (BENCHGATE_PUBLISH_DEADLINE_MS). */
  deadlineMs: number;
}

export const DEFAULT_API_LIMITS: ApiLimits = { requestTimeoutMs: DEFAULT_REQUEST_TIMEOUT_MS, deadlineMs: DEFAULT_PUBLISH_DEADLINE_MS };

/** What the deadline's client is made with (createClient's options, less the token and log). */
export interface DeadlineClientOptions {
  signal: AbortSignal;
  requestTimeoutMs: number;
  deadlineMs: number;
  inFlight: Set<string>;
}

export interface DeadlineOutcome {
  outcome: CommentOutcome;
  /**
   * The deadline passed with API work still under way (a rate-limit wait, a retry): the caller
   * should end the process once its own work is done rather than let that work hold the job.
   */
  abandoned: boolean;
}

/** A duration as the messages say it: `2 s`, `1.5 s`. */
export const seconds = (ms: number): string => `${+(ms / 1000).toFixed(1)} s`;

/**
 * How a piece of API work under a deadline ended: its value, or the deadline passed and what the
 * work was still waiting for (`passed` says so: "the deadline of 2 s passed, still waiting for GET /user").
 */
export type WithinDeadline<T> = { passed: false; value: T } | { passed: true; waiting: string; deadline: string };

/**
 * Runs `work` with a client made for the deadline: when `limits.deadlineMs` passes first, every
 * request is aborted, the work's own ending is ignored, and the outcome says what it was waiting
 * for (its requests under way, or a pause between requests: a rate-limit wait or a retry back-off).
 */
export async function withinDeadline<T>(
  connect: (opts: DeadlineClientOptions) => Promise<GitHubClient>,
  limits: ApiLimits,
  work: (client: GitHubClient) => Promise<T>,
): Promise<WithinDeadline<T>> {
  const controller = new AbortController();
  const inFlight = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<WithinDeadline<T>>((resolve) => {
    timer = setTimeout(() => {
      const waiting = inFlight.size > 0 ? `still waiting for ${[...inFlight].join(', ')}` : 'waiting between requests (a rate-limit pause or a retry back-off)';
      controller.abort();
      resolve({ passed: true, waiting, deadline: seconds(limits.deadlineMs) });
    }, limits.deadlineMs);
  });
  try {
    const client = await connect({ signal: controller.signal, requestTimeoutMs: limits.requestTimeoutMs, deadlineMs: limits.deadlineMs, inFlight });
    const working = work(client);
    // Past the deadline the work ends on its own (every request is aborted): its error is not ours to report.
    working.catch(() => {});
    return await Promise.race([working.then((value): WithinDeadline<T> => ({ passed: false, value })), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Creates or updates the sticky comment (`body` starts with its marker line) with a client whose
 * requests are cut off at the deadline. A deadline that passes while the work waits outside a
 * request (a rate-limit pause) ends the wait too: the outcome is then `skipped`, with the reason.
 */
export async function upsertWithinDeadline(
  connect: (opts: DeadlineClientOptions) => Promise<GitHubClient>,
  limits: ApiLimits,
  target: CommentTarget,
  body: string,
  upsert: Pick<UpsertOptions, 'createIfMissing'>,
): Promise<DeadlineOutcome> {
  const marker = body.slice(0, body.indexOf('\n'));
  const done = await withinDeadline(connect, limits, (client) => upsertStickyComment(client, target, marker, body, upsert));
  if (!done.passed) return { outcome: done.value, abandoned: false };
  return {
    outcome: {
      status: 'skipped',
      reason:
        `benchgate gave up on the PR comment: the publishing deadline of ${done.deadline} passed, ${done.waiting}. ` +
        'The job summary and the outputs have the full report; the verdict is unchanged.',
    },
    abandoned: true,
  };
}
