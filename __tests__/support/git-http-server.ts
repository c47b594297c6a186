// A loopback git server over smart HTTP (`git http-backend` behind node:http on 127.0.0.1), a
// private repository's way: every request needs `Authorization: basic x-access-token:<token>`
// with one of the tokens given, as GitHub asks of GITHUB_TOKEN (a public one's: reads need none). And a listener that plays an
// attacker's proxy or insteadOf target: it answers nothing useful and keeps every request it gets.
import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  url: string;
  authorization?: string;
  /** Any header naming a proxy credential, too. */
  proxyAuthorization?: string;
}

export interface GitHttpServer {
  /** http://127.0.0.1:PORT (GITHUB_SERVER_URL). */
  url: string;
  requests: SeenRequest[];
  close(): Promise<void>;
}

const basic = (token: string) => `basic ${Buffer.from(`x-access-token:${token}`).toString('base64')}`;

function seen(req: http.IncomingMessage): SeenRequest {
  return {
    method: req.method ?? '',
    url: req.url ?? '',
    ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}),
    ...(req.headers['proxy-authorization'] ? { proxyAuthorization: String(req.headers['proxy-authorization']) } : {}),
  };
}

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const closing = (server: http.Server) => () =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/**
 * Serves the bare repositories under `root` (`<root>/octo/widgets.git` is `<url>/octo/widgets`);
 * `onRequest` sees each request before it is answered; `publicRead`: fetches need no token.
 */
export async function startGitHttpServer(
  root: string,
  tokens: string[],
  onRequest: (r: SeenRequest) => void = () => {},
  opts: { publicRead?: boolean } = {},
): Promise<GitHttpServer> {
  const accepted = new Set(tokens.map(basic));
  const requests: SeenRequest[] = [];
  const server = http.createServer((req, res) => {
    requests.push(seen(req));
    // While the client waits for the answer: a test looks at the client's processes then.
    onRequest(seen(req));
    const auth = req.headers.authorization ?? '';
    const push = /receive-pack/.test(req.url ?? '');
    if (!(opts.publicRead && !push) && !accepted.has(auth.replace(/^Basic /i, 'basic '))) {
      req.resume();
      res.writeHead(401, { 'WWW-Authenticate': 'Basic realm="benchgate-test"' });
      res.end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const cgi = spawn('git', ['http-backend'], {
      env: {
        PATH: process.env.PATH,
        GIT_CONFIG_NOSYSTEM: '1',
        GIT_CONFIG_GLOBAL: '/dev/null',
        GIT_PROJECT_ROOT: root,
        GIT_HTTP_EXPORT_ALL: '1',
        // http-backend lets an authenticated user push.
        REMOTE_USER: 'x-access-token',
        REMOTE_ADDR: '127.0.0.1',
        REQUEST_METHOD: req.method ?? 'GET',
        PATH_INFO: decodeURIComponent(url.pathname),
        QUERY_STRING: url.search.slice(1),
        CONTENT_TYPE: req.headers['content-type'] ?? '',
        ...(req.headers['content-length'] ? { CONTENT_LENGTH: req.headers['content-length'] } : {}),
        ...(req.headers['content-encoding'] ? { HTTP_CONTENT_ENCODING: req.headers['content-encoding'] } : {}),
        ...(req.headers['git-protocol'] ? { HTTP_GIT_PROTOCOL: String(req.headers['git-protocol']) } : {}),
      },
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    req.pipe(cgi.stdin);
    const out: Buffer[] = [];
    cgi.stdout.on('data', (d: Buffer) => out.push(d));
    cgi.on('close', () => {
      const all = Buffer.concat(out);
      const end = all.indexOf('\r\n\r\n');
      const head = all.subarray(0, end).toString('latin1').split('\r\n');
      const headers: Record<string, string> = {};
      let status = 200;
      for (const line of head) {
        const [name, ...value] = line.split(':');
        if (/^status$/i.test(name)) status = Number.parseInt(value.join(':').trim(), 10);
        else if (name) headers[name] = value.join(':').trim();
      }
      res.writeHead(status, headers);
      res.end(all.subarray(end + 4));
    });
  });
  return { url: await listen(server), requests, close: closing(server) };
}

export interface Listener {
  url: string;
  /** host:port, for insteadOf targets. */
  port: number;
  requests: SeenRequest[];
  close(): Promise<void>;
}

/** The attacker's listener: keeps every request (proxied ones and CONNECT tunnels too) and answers 502. */
export async function startRecordingListener(): Promise<Listener> {
  const requests: SeenRequest[] = [];
  const server = http.createServer((req, res) => {
    requests.push(seen(req));
    req.resume();
    res.writeHead(502);
    res.end();
  });
  server.on('connect', (req: http.IncomingMessage, socket: import('node:net').Socket) => {
    requests.push(seen(req));
    socket.destroy();
  });
  const url = await listen(server);
  return { url, port: (server.address() as AddressInfo).port, requests, close: closing(server) };
}
