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
