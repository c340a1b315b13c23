#!/bin/sh
# A throwaway PostgreSQL on 127.0.0.1 for the API tests.
#
#   sh api/test/pg-ci.sh start        start one; prints  PG_TEST_URL=...  and  PG_CI_DIR=...
#   sh api/test/pg-ci.sh stop DIR     stop it and delete its folder (DIR = the PG_CI_DIR printed)
#   sh api/test/pg-ci.sh --run-tests  start, run `npm test -w api` with PG_TEST_URL, stop
#
# Uses the newest /usr/lib/postgresql/*/bin (or PG_BIN). As root, the server runs as the
# user postgres (initdb refuses root); otherwise as the current user.
set -eu

PG_BIN=${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}
[ -n "$PG_BIN" ] && [ -x "$PG_BIN/initdb" ] || { echo "pg-ci: no PostgreSQL found (set PG_BIN)" >&2; exit 1; }

as_pg() {
  if [ "$(id -u)" = 0 ]; then
    su postgres -s /bin/sh -c "$*"
  else
    sh -c "$*"
  fi
}

free_port() {
  node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

start() {
  dir=$(mktemp -d /tmp/pg-ci.XXXXXX)
  chmod 755 "$dir"
  [ "$(id -u)" = 0 ] && chown postgres "$dir"
  port=$(free_port)
  as_pg "'$PG_BIN/initdb' -D '$dir/data' -U postgres -A trust --no-sync -E UTF8 --locale=C >'$dir/initdb.log' 2>&1" \
    || { cat "$dir/initdb.log" >&2; exit 1; }
  as_pg "'$PG_BIN/pg_ctl' -D '$dir/data' -l '$dir/server.log' -w -t 60 \
    -o \"-p $port -k '$dir' -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200\" start >/dev/null" \
    || { cat "$dir/server.log" >&2; exit 1; }
  as_pg "'$PG_BIN/createdb' -h 127.0.0.1 -p $port -U postgres api_test"
  echo "$port" >"$dir/port"
  echo "PG_CI_DIR=$dir"
  echo "PG_TEST_URL=postgres://postgres@127.0.0.1:$port/api_test"
}

stop() {
  dir=$1
  [ -d "$dir/data" ] || { echo "pg-ci: $dir is not a pg-ci folder" >&2; exit 1; }
  as_pg "'$PG_BIN/pg_ctl' -D '$dir/data' -m fast -w stop >/dev/null" || true
  rm -rf "$dir"
}

case "${1:-}" in
  start) start ;;
  stop) stop "${2:?usage: pg-ci.sh stop DIR}" ;;
  --run-tests)
    out=$(start)
    dir=$(echo "$out" | sed -n 's/^PG_CI_DIR=//p')
    url=$(echo "$out" | sed -n 's/^PG_TEST_URL=//p')
    trap 'stop "$dir"' EXIT INT TERM
    here=$(cd "$(dirname "$0")/.." && pwd)
    (cd "$here" && PG_TEST_URL=$url npm test)
    ;;
  *) sed -n '2,10p' "$0"; exit 2 ;;
esac
