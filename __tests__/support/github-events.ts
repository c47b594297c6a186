// Event payloads as GitHub sends them to a workflow, for the end-to-end tests of the action.
export interface PullRequestEventOptions {
  owner: string;
  repo: string;
  number: number;
  base: string;
  head: string;
  headRef: string;
  title: string;
  /** The owner of the fork the PR comes from; the repository itself when not given. */
  forkOwner?: string;
}

/** A `pull_request` (synchronize) event: the PR's base on main and its head. */
export function pullRequestEvent(o: PullRequestEventOptions) {
  const repo = {
    id: 4242,
    node_id: 'R_4242',
    name: o.repo,
    full_name: `${o.owner}/${o.repo}`,
    private: false,
    owner: { login: o.owner, id: 9001, type: 'Organization' },
    html_url: `https://github.com/${o.owner}/${o.repo}`,
    default_branch: 'main',
  };
  const alice = { login: 'alice', id: 7, type: 'User' };
  const headRepo = o.forkOwner ? { ...repo, full_name: `${o.forkOwner}/${o.repo}`, owner: { login: o.forkOwner, id: 7, type: 'User' } } : repo;
  return {
    action: 'synchronize',
    number: o.number,
    before: o.base,
    after: o.head,
    pull_request: {
      url: `https://api.github.com/repos/${o.owner}/${o.repo}/pulls/${o.number}`,
      id: 100 + o.number,
      number: o.number,
      state: 'open',
      title: o.title,
      user: alice,
      draft: false,
      head: { label: `alice:${o.headRef}`, ref: o.headRef, sha: o.head, repo: headRepo, user: alice },
      base: { label: `${o.owner}:main`, ref: 'main', sha: o.base, repo, user: { login: o.owner, id: 9001, type: 'Organization' } },
    },
    repository: repo,
    sender: alice,
  };
}
