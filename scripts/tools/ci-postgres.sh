#!/usr/bin/env bash
# Installs and starts PostgreSQL on a fresh Debian machine (run as root), with a superuser able to
# create roles and databases, and prints its DATABASE_URL. `npm run test:pg` uses that URL when
# DATABASE_URL is unset, so `bash scripts/tools/ci-postgres.sh && npm run test:pg` is enough; sourcing the
# script exports DATABASE_URL too.
set -euo pipefail

if ! command -v pg_ctlcluster >/dev/null 2>&1 || [ -z "$(ls /usr/lib/postgresql 2>/dev/null)" ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq postgresql >/dev/null
fi

version="$(ls /usr/lib/postgresql | sort -V | tail -n 1)"
if ! pg_lsclusters -h | grep -q "^${version} main"; then
  pg_createcluster "${version}" main >/dev/null
fi
pg_ctlcluster "${version}" main start 2>/dev/null || true
for _ in $(seq 1 30); do
  pg_isready -q -h 127.0.0.1 -p 5432 && break
  sleep 1
done

runuser -u postgres -- psql -q -v ON_ERROR_STOP=1 -c \
  "do \$\$ begin
     if not exists (select from pg_roles where rolname = 'lotoafrik') then
       create role lotoafrik login superuser password 'lotoafrik';
     end if;
   end \$\$;"

export DATABASE_URL="postgres://lotoafrik:lotoafrik@127.0.0.1:5432/postgres"
if [ -n "${GITHUB_ENV:-}" ]; then echo "DATABASE_URL=${DATABASE_URL}" >> "$GITHUB_ENV"; fi
echo "DATABASE_URL=${DATABASE_URL}"
