// The throwaway PostgreSQL's address and folder, read from `sh api/test/pg-ci.sh start`'s output.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parsePgCiOutput } from './pgCi.mjs';

describe('parsePgCiOutput', () => {
  it('reads PG_CI_DIR and PG_TEST_URL, whatever else pg-ci.sh printed', () => {
    const out = 'initdb: warning\nPG_CI_DIR=/tmp/pg-ci.AbC123\nPG_TEST_URL=postgres://postgres@127.0.0.1:41234/api_test\n';
    assert.deepEqual(parsePgCiOutput(out), { dir: '/tmp/pg-ci.AbC123', url: 'postgres://postgres@127.0.0.1:41234/api_test' });
  });

  it('is null when either line is missing or empty', () => {
    assert.equal(parsePgCiOutput('PG_CI_DIR=/tmp/pg-ci.x\n'), null);
    assert.equal(parsePgCiOutput('PG_TEST_URL=postgres://postgres@127.0.0.1:1/api_test\n'), null);
    assert.equal(parsePgCiOutput('PG_CI_DIR=\nPG_TEST_URL=\n'), null);
    assert.equal(parsePgCiOutput(''), null);
  });
});
