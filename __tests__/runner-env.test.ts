// What the benchmark's environment loses: credentials by name (whole words of the name) and by
// value (a password in a URL, the token formats of the big registries, a private key), never an
// ordinary variable that merely contains the letters.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { benchmarkEnvironment, droppedNames } from '../src/runner/env.js';

describe('the benchmark environment', () => {
  const env: NodeJS.ProcessEnv = {
    PATH: '/usr/bin',
    PWD: '/work',
    OLDPWD: '/',
    HOME: '/home/u',
    GOPATH: '/go',
    PATTERN_FILE: 'x',
    COMPASS_DIR: '/c',
    BENCHGATE_PASSTHROUGH_NOTE: 'fine',
    GH_PAT: 'abc',
    MYSQL_PWD: 'mysqlsecret',
    NUGET_APIKEY: 'nugetsecret',
    DOCKER_PASS: 'dockersecret',
    SENTRY_DSN: 'https://sentrysecret@o1.ingest.example/1',
    DATABASE_URL: 'postgres://u:dbsecret@h/db',
    PLAIN_URL: 'https://example.com/x',
    REDIS_URL: 'redis://:redispw@h:6379/0',
    SQL: 'Server=db;User Id=u;Password=sqlpw;',
    JDBC: 'jdbc:mysql://h/db?user=u&password=jdbcpw',
    QUERY_NOTE: 'a=1&b=2',
    SOME_VAR: 'ghp_0123456789abcdefghijklmnopqrstuvwxyz',
    AWS_ID: 'AKIAABCDEFGHIJKLMNOP',
    DEPLOY: '-----BEGIN OPENSSH PRIVATE KEY-----\nxyz',
    GITHUB_TOKEN: 'ghs_x',
  };

  it('drops every credential the red team planted, by name or by value, and keeps the ordinary variables', () => {
    const out = benchmarkEnvironment(env);
    for (const kept of ['PATH', 'PWD', 'OLDPWD', 'HOME', 'GOPATH', 'PATTERN_FILE', 'COMPASS_DIR', 'BENCHGATE_PASSTHROUGH_NOTE', 'PLAIN_URL', 'QUERY_NOTE'])
      assert.equal(out[kept], env[kept], `${kept} is an ordinary variable`);
    for (const secret of [
      'REDIS_URL',
      'SQL',
      'JDBC',
      'GH_PAT',
      'MYSQL_PWD',
      'NUGET_APIKEY',
      'DOCKER_PASS',
      'SENTRY_DSN',
      'DATABASE_URL',
      'SOME_VAR',
      'AWS_ID',
      'DEPLOY',
      'GITHUB_TOKEN',
    ])
      assert.equal(out[secret], undefined, `${secret} carries a credential`);
    assert.ok(!Object.values(out).some((v) => /secret|pw|ghp_|AKIA|PRIVATE KEY/.test(v ?? '')), 'no value of a secret is left');
  });

  it('names what it drops (never the values), and env-passthrough keeps a named one', () => {
    const names = droppedNames(env);
    assert.deepEqual(names, [
      'AWS_ID',
      'DATABASE_URL',
      'DEPLOY',
      'DOCKER_PASS',
      'GH_PAT',
      'GITHUB_TOKEN',
      'JDBC',
      'MYSQL_PWD',
      'NUGET_APIKEY',
      'REDIS_URL',
      'SENTRY_DSN',
      'SOME_VAR',
      'SQL',
    ]);
    assert.equal(benchmarkEnvironment(env, ['DATABASE_URL']).DATABASE_URL, env.DATABASE_URL);
    assert.ok(!droppedNames(env, ['DATABASE_URL']).includes('DATABASE_URL'));
  });
});

describe('names and values the filter once let through', () => {
  // Each is what a workflow or a developer's shell really sets; the value is never what drops a name here.
  const names: Record<string, string> = {
    'X-KEY': 'a name with a hyphen (as `INPUT_GITHUB-TOKEN` has): KEY is a whole word of it',
    'X-API-KEY': 'the header spelling, as a variable',
    ghPat: 'camelCase words: gh Pat',
    apiKey: 'camelCase words: api Key',
    GHPat: 'an acronym before a camelCase word',
    AUTHORIZATION: 'an HTTP Authorization header',
    HTTP_AUTHORIZATION: 'the CGI spelling of it',
    AUTH_HEADER: 'AUTH as the first word',
    SSHPASS: "sshpass -e's password",
  };
  for (const [name, why] of Object.entries(names)) {
    it(`drops ${name} (${why})`, () => {
      const env = { [name]: 'plain' };
      assert.equal(benchmarkEnvironment(env)[name], undefined);
      assert.deepEqual(droppedNames(env), [name]);
    });
  }

  const values: Record<string, string> = {
    'a Stripe live secret key': 'sk_live_51H8cQ2eZvKYlo2C0aBcDeFgHiJkLmNoP',
    'a Stripe test secret key': 'sk_test_4eC39HqLyjWDarjtT1zdp7dc',
    'a Stripe restricted key': 'rk_live_51H8cQ2eZvKYlo2C0aBcDeFgHiJ',
    'a Google API key': 'AIzaSyD-9tSrke72PouQMnMX-a7eZSW0jkFMBWY',
    'a PGP private key block': '-----BEGIN PGP PRIVATE KEY BLOCK-----\n\nlQOYBF0=\n-----END PGP PRIVATE KEY BLOCK-----',
  };
  for (const [what, value] of Object.entries(values)) {
    it(`drops ${what} under an ordinary name`, () => {
      const env = { SOME_SETTING: value, PATH: '/usr/bin' };
      assert.deepEqual(benchmarkEnvironment(env), { PATH: '/usr/bin' });
      assert.deepEqual(droppedNames(env), ['SOME_SETTING']);
    });
  }

  it('keeps the variables builds and runners commonly set', () => {
    const common: NodeJS.ProcessEnv = {
      PATH: '/usr/local/sbin:/usr/local/bin:/usr/bin',
      HOME: '/home/runner',
      USER: 'runner',
      SHELL: '/bin/bash',
      LANG: 'C.UTF-8',
      LC_ALL: 'C.UTF-8',
      TERM: 'xterm-256color',
      TMPDIR: '/tmp',
      CI: 'true',
      GOPATH: '/home/runner/go',
      GOROOT: '/usr/local/go',
      GOMAXPROCS: '2',
      GOFLAGS: '-mod=readonly',
      GOPROXY: 'https://proxy.golang.org,direct',
      GOPRIVATE: 'example.com/*',
      GONOSUMDB: 'example.com/*',
      CGO_ENABLED: '0',
      CARGO_HOME: '/home/runner/.cargo',
      RUSTUP_HOME: '/home/runner/.rustup',
      RUSTFLAGS: '-C target-cpu=native',
      CARGO_TARGET_DIR: '/tmp/target',
      JAVA_HOME: '/usr/lib/jvm/temurin-17',
      JAVA_HOME_17_X64: '/usr/lib/jvm/temurin-17',
      MAVEN_OPTS: '-Xmx2g',
      GRADLE_USER_HOME: '/home/runner/.gradle',
      NODE_OPTIONS: '--max-old-space-size=4096',
      NODE_ENV: 'production',
      NODE_PATH: '/usr/lib/node_modules',
      npm_config_cache: '/home/runner/.npm',
      PYTHONPATH: '/work/src',
      PYTHONHASHSEED: '0',
      PYTHONDONTWRITEBYTECODE: '1',
      PIP_INDEX_URL: 'https://pypi.org/simple',
      VIRTUAL_ENV: '/work/.venv',
      CONDA_PREFIX: '/opt/conda',
      DOTNET_ROOT: '/usr/share/dotnet',
      DOTNET_CLI_TELEMETRY_OPTOUT: '1',
      CC: 'gcc',
      CXX: 'g++',
      CFLAGS: '-O2',
      LDFLAGS: '-Wl,-O1',
      PKG_CONFIG_PATH: '/usr/lib/pkgconfig',
      LD_LIBRARY_PATH: '/usr/local/lib',
      CMAKE_BUILD_TYPE: 'Release',
      MAKEFLAGS: '-j2',
      CCACHE_DIR: '/home/runner/.ccache',
      SOURCE_DATE_EPOCH: '1700000000',
      RUNNER_OS: 'Linux',
      RUNNER_TEMP: '/home/runner/work/_temp',
      GITHUB_WORKSPACE: '/home/runner/work/x/x',
      GITHUB_SHA: '0123456789abcdef0123456789abcdef01234567',
      GITHUB_REF: 'refs/heads/main',
      GITHUB_EVENT_PATH: '/home/runner/work/_temp/_github_workflow/event.json',
      ImageOS: 'ubuntu24',
      ImageVersion: '20261120.1',
      PSModulePath: '/usr/share/powershell/Modules',
      SystemRoot: 'C:\\Windows',
      ProgramFiles: 'C:\\Program Files',
      KEYTIMEOUT: '1',
      COMPASS_DIR: '/c',
      BYPASS_CACHE: '1',
      PATTERN: 'Benchmark.*',
      SPINNER: 'off',
      HTTPS_PROXY: 'http://proxy.example:3128',
      NO_PROXY: 'localhost,127.0.0.1',
    };
    assert.deepEqual(droppedNames(common), []);
    assert.deepEqual(benchmarkEnvironment(common), common);
  });
});
