#!/bin/sh
# First start on an empty data folder: initdb with the superuser's password, run the init
# scripts against a server that listens only on its socket (so a health check over TCP turns
# healthy only afterwards), then serve on every address.
set -eu

if [ "$(id -u)" = 0 ]; then
  mkdir -p "$PGDATA" /var/run/postgresql
  chown postgres:postgres "$PGDATA" /var/run/postgresql
  chmod 700 "$PGDATA"
  exec setpriv --reuid=postgres --regid=postgres --init-groups "$0" "$@"
fi

if [ "${1:-}" = postgres ] && [ ! -s "$PGDATA/PG_VERSION" ]; then
  : "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD must be set}"
  user="${POSTGRES_USER:-postgres}"
  pwfile="$(mktemp)"
  printf '%s\n' "$POSTGRES_PASSWORD" > "$pwfile"
  initdb --username="$user" --pwfile="$pwfile" --auth-local=trust --auth-host=scram-sha-256 \
    --encoding=UTF8 --locale=C.UTF-8 -D "$PGDATA" > /dev/null
  rm -f "$pwfile"
  printf "host all all all scram-sha-256\n" >> "$PGDATA/pg_hba.conf"
  pg_ctl -D "$PGDATA" -o "-c listen_addresses='' -c unix_socket_directories=/var/run/postgresql" -w start > /dev/null
  for script in /docker-entrypoint-initdb.d/*; do
    case "$script" in
      *.sql) echo "running $script"; psql -v ON_ERROR_STOP=1 --username="$user" --no-password --dbname=postgres -f "$script" ;;
      *.sh) echo "running $script"; . "$script" ;;
      *) ;;
    esac
  done
  pg_ctl -D "$PGDATA" -m fast -w stop > /dev/null
  echo "PostgreSQL init process complete; ready for start up."
fi

if [ "${1:-}" = postgres ]; then
  shift
  exec postgres -c listen_addresses='*' -c unix_socket_directories=/var/run/postgresql "$@"
fi
exec "$@"
