#!/usr/bin/env bash
# `npm run stack` (OPS-30): the production shape on one machine, from the built portal and Debian's
# packages. Two portal instances (NODE_ENV=production) on a PostgreSQL cluster and a Redis of the
# stack's own (OPS-51: so a fault can be played on them without touching anyone else's), mail to a
# local SMTP sink, behind nginx with ModSecurity and the OWASP Core Rule Set on port 8080.
# Everything it makes is under .stack/ (gitignored); it ends only the processes whose pid files it
# wrote. docs/deploy.md describes the shape.
#
#   npm run stack                  start, or start again whatever part is not running (installs
#                                  nginx, ModSecurity, the CRS, PostgreSQL, Redis with apt-get if missing)
#   npm run stack -- start --stand-ins
#                                  the same, for the test suites only: a MockPass of its own stands in
#                                  for Singpass, Corppass and MyInfo (OPS-63), and a Stripe of its own
#                                  with a checkout page a browser can finish (OPS-70), until `stop`
#   npm run stack -- stop          stop what start started
#   npm run stack -- stop <part>   stop one part (nginx, portal-3101, portal-3102, postgres, redis,
#                                  smtp-sink, mockpass, stripe); `start` brings it back
#   npm run stack -- status        what runs, and each instance's health
#   npm run stack -- accounts|officers <arguments>
#                                  an operator's command (npm run accounts, npm run officers) on
#                                  the stack's database, with the instances' settings
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
STACK_DIR="${STACK_DIR:-$ROOT/.stack}"
DEPLOY_DIR="$ROOT/deploy"
NGINX_PORT="${STACK_NGINX_PORT:-8080}"
# STACK_INSTANCE_PORTS ("3101 3102") and the other ports let a second stack (the bench's) run
# beside the first, each under its own STACK_DIR.
read -r -a INSTANCE_PORTS <<<"${STACK_INSTANCE_PORTS:-3101 3102}"
SMTP_PORT="${STACK_SMTP_PORT:-2525}"
# Not MockPass's own 5156, which a development portal on the same machine takes.
MOCKPASS_PORT="${STACK_MOCKPASS_PORT:-5166}"
MOCKPASS_ENTRY="$ROOT/scripts/stack/mockpass-stand-in.mjs"
STRIPE_PORT="${STACK_STRIPE_PORT:-5167}"
STRIPE_ENTRY="$ROOT/scripts/stack/stripe-stand-in.mjs"
DATABASE_NAME=portal_stack
POSTGRES_PORT="${STACK_POSTGRES_PORT:-5442}"
REDIS_PORT="${STACK_REDIS_PORT:-6391}"
# STACK_POSTGRES_URL and STACK_REDIS_URL put the stack on servers of someone else's instead; the
# stack then neither starts nor stops them.
POSTGRES_URL="${STACK_POSTGRES_URL:-postgres://postgres@127.0.0.1:$POSTGRES_PORT}"
REDIS_URL="${STACK_REDIS_URL:-redis://127.0.0.1:$REDIS_PORT}"
HEALTH_WAIT_SECONDS=90
PACKAGES=(nginx libnginx-mod-http-modsecurity libnginx-mod-http-brotli-static modsecurity-crs
  postgresql redis-server)

RUN="$STACK_DIR/run"
LOGS="$STACK_DIR/logs"
PG_DATA="$STACK_DIR/postgres"
# Present while the stack runs with its stand-ins: the instances' settings that point at them.
STAND_INS="$STACK_DIR/stand-ins.env"
STAND_IN_KEY="$STACK_DIR/stand-ins/stand-in.key"
STAND_IN_CERT="$STACK_DIR/stand-ins/stand-in.crt"
# The newest PostgreSQL the machine has (Debian keeps each major version's programs apart).
PG_BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"

say() { printf 'stack: %s\n' "$*"; }

# A pid file's process, if it still runs the command we started (a reused pid is left alone).
running_pid() {
  local file="$RUN/$1.pid" expected="$2" pid
  [ -f "$file" ] || return 1
  pid="$(cat "$file")"
  [ -n "$pid" ] && [ -r "/proc/$pid/cmdline" ] || return 1
  tr '\0' ' ' <"/proc/$pid/cmdline" | grep -q -- "$expected" || return 1
  echo "$pid"
}

# A package counts as there when dpkg has it or, for PostgreSQL and Redis, when their programs are
# (a machine may have them from elsewhere).
package_present() {
  case "$1" in
    postgresql) [ -n "$PG_BIN" ] && [ -x "$PG_BIN/pg_ctl" ] && return 0 ;;
    redis-server) command -v redis-server >/dev/null && return 0 ;;
  esac
  dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q 'install ok installed'
}

install_packages() {
  local missing=()
  for package in "${PACKAGES[@]}"; do
    package_present "$package" || missing+=("$package")
  done
  if [ ${#missing[@]} -eq 0 ]; then
    say "nginx, ModSecurity, the OWASP CRS, PostgreSQL and Redis are installed."
    return
  fi
  say "installing with apt-get: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}"
  PG_BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
}

check_built() {
  for file in apps/server/dist/server.js apps/web/dist/index.html; do
    if [ ! -f "$ROOT/$file" ]; then
      say "the portal is not built ($file is missing): run \`npm run build\` first."
      exit 1
    fi
  done
}

# Secrets made once and kept under .stack/, so a restart keeps sessions and the OIDC keys.
ensure_secrets() {
  local file="$STACK_DIR/secrets.env"
  [ -f "$file" ] && return
  node --input-type=module -e "
    import { generateKeyPairSync, randomBytes } from 'node:crypto';
    const jwk = () => JSON.stringify(
      generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' }));
    console.log('APP_SECRET=' + randomBytes(32).toString('hex'));
    console.log(\"OIDC_SIGNING_KEY='\" + jwk() + \"'\");
    console.log(\"OIDC_ENCRYPTION_KEY='\" + jwk() + \"'\");
  " >"$file"
  chmod 600 "$file"
}

own_postgres() { [ -z "${STACK_POSTGRES_URL:-}" ]; }
own_redis() { [ -z "${STACK_REDIS_URL:-}" ]; }

# The stack's own cluster in .stack/postgres, run by the postgres user (PostgreSQL refuses root).
# Trust on loopback only: nothing but this machine reaches it, and nothing here is a secret.
start_postgres() {
  own_postgres || return 0
  if running_pid postgres "$PG_DATA" >/dev/null; then return; fi
  if [ ! -f "$PG_DATA/PG_VERSION" ]; then
    say "creating the stack's PostgreSQL cluster in $PG_DATA"
    install -d -o postgres -g postgres -m 0700 "$PG_DATA"
    runuser -u postgres -- "$PG_BIN/initdb" -D "$PG_DATA" -U postgres --auth=trust \
      --encoding=UTF8 --locale=C.UTF-8 >/dev/null
  fi
  touch "$LOGS/postgres.log" && chown postgres "$LOGS/postgres.log"
  runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$PG_DATA" -l "$LOGS/postgres.log" -w -t 60 \
    -o "-c listen_addresses=127.0.0.1 -p $POSTGRES_PORT -c unix_socket_directories='$PG_DATA'" \
    start >/dev/null
  head -n 1 "$PG_DATA/postmaster.pid" >"$RUN/postgres.pid"
  say "PostgreSQL on 127.0.0.1:$POSTGRES_PORT (log $LOGS/postgres.log)"
}

start_redis() {
  own_redis || return 0
  if running_pid redis redis-server >/dev/null; then return; fi
  mkdir -p "$STACK_DIR/redis"
  # Counters and caches only (docs/deploy.md): nothing to keep across a restart.
  setsid redis-server --bind 127.0.0.1 --port "$REDIS_PORT" --dir "$STACK_DIR/redis" --save '' \
    --appendonly no >>"$LOGS/redis.log" 2>&1 </dev/null &
  echo $! >"$RUN/redis.pid"
  say "Redis on 127.0.0.1:$REDIS_PORT (log $LOGS/redis.log)"
}

ensure_database() {
  if ! psql "$POSTGRES_URL/postgres" -Atqc "select 1 from pg_database where datname = '$DATABASE_NAME'" |
    grep -q 1; then
    say "creating the database $DATABASE_NAME"
    psql "$POSTGRES_URL/postgres" -qc "create database $DATABASE_NAME"
  fi
}

start_smtp_sink() {
  if running_pid smtp-sink smtp-sink.mjs >/dev/null; then return; fi
  setsid node "$ROOT/scripts/stack/smtp-sink.mjs" "$SMTP_PORT" "$STACK_DIR/mailbox.jsonl" \
    >>"$LOGS/smtp-sink.log" 2>&1 </dev/null &
  echo $! >"$RUN/smtp-sink.pid"
  say "SMTP sink on 127.0.0.1:$SMTP_PORT (messages in $STACK_DIR/mailbox.jsonl)"
}

# The identity providers' stand-in (OPS-63): the MockPass a development portal embeds, run here as
# a process of its own over HTTPS (production discovers its providers over https only) that the
# production instances reach as they would reach Singpass, Corppass and MyInfo. Production itself
# still refuses to start without real issuers and never starts a MockPass: only this script,
# asked with --stand-ins, does. MockPass reads the portal's public keys through nginx, as the real
# providers read them from the portal's public address.
start_mockpass() {
  [ -f "$STAND_INS" ] || return 0
  if running_pid mockpass "$MOCKPASS_ENTRY" >/dev/null; then return; fi
  [ -d "$ROOT/node_modules/@opengovsg/mockpass" ] || {
    say "MockPass is not installed: run \`npm ci\` first."
    exit 1
  }
  local jwks="http://127.0.0.1:$NGINX_PORT/.well-known/jwks.json"
  # In its own folder: MockPass reads a .env from where it runs.
  mkdir -p "$STACK_DIR/mockpass"
  (
    cd "$STACK_DIR/mockpass"
    SP_RP_JWKS_ENDPOINT="$jwks" CP_RP_JWKS_ENDPOINT="$jwks" SHOW_LOGIN_PAGE=true \
      exec setsid node "$MOCKPASS_ENTRY" "$MOCKPASS_PORT" "$STAND_IN_KEY" "$STAND_IN_CERT" \
      >>"$LOGS/mockpass.log" 2>&1 </dev/null
  ) &
  echo $! >"$RUN/mockpass.pid"
  wait_healthy "https://127.0.0.1:$MOCKPASS_PORT/singpass/v2/.well-known/openid-configuration" \
    --cacert "$STAND_IN_CERT"
  say "MockPass (the test suites' Singpass, Corppass and MyInfo) on https://localhost:$MOCKPASS_PORT"
}

# Stripe's stand-in (OPS-70): the server tests' fake Stripe API over HTTPS with the stand-ins'
# certificate, and the hosted checkout page a payer finishes. Pay sends the signed webhook to the
# portal's notification endpoint (PAYMENT_NOTIFICATION_PATH) through nginx, as Stripe sends it to
# the public address its dashboard names, with the secret the instances check it with.
start_stripe() {
  [ -f "$STAND_INS" ] || return 0
  if running_pid stripe "$STRIPE_ENTRY" >/dev/null; then return; fi
  local secret
  secret="$(sed -n 's/^STRIPE_WEBHOOK_SECRET=//p' "$STAND_INS")"
  if [ -z "$secret" ]; then
    say "the stand-ins were started by an older stack.sh, without Stripe's: \`npm run stack -- stop\` first."
    exit 1
  fi
  [ -d "$ROOT/node_modules/tsx" ] || {
    say "tsx, which loads the fake Stripe, is not installed: run \`npm ci\` first."
    exit 1
  }
  STRIPE_STAND_IN_WEBHOOK_URL="http://127.0.0.1:$NGINX_PORT/payment-gateway/notification" \
    STRIPE_STAND_IN_WEBHOOK_SECRET="$secret" STRIPE_STAND_IN_ACCOUNT_NAME="${AUTHORITY_NAME:-}" \
    setsid node "$STRIPE_ENTRY" "$STRIPE_PORT" "$STAND_IN_KEY" "$STAND_IN_CERT" \
    >>"$LOGS/stripe.log" 2>&1 </dev/null &
  echo $! >"$RUN/stripe.pid"
  wait_healthy "https://127.0.0.1:$STRIPE_PORT/healthz" --cacert "$STAND_IN_CERT"
  say "Stripe's stand-in (the test suites' payments) on https://localhost:$STRIPE_PORT"
}

# A self-signed certificate for localhost, made with the machine's openssl, kept with the stack.
stand_in_certificate() {
  [ -f "$STAND_IN_CERT" ] && return
  mkdir -p "$(dirname "$STAND_IN_CERT")"
  openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 365 \
    -subj /CN=localhost -addext subjectAltName=DNS:localhost,IP:127.0.0.1 \
    -keyout "$STAND_IN_KEY" -out "$STAND_IN_CERT" 2>/dev/null
  chmod 600 "$STAND_IN_KEY"
}

# `start --stand-ins` on a stack without them: the instances must start with the stand-ins'
# settings, so instances already running without them are named and the start refused.
enable_stand_ins() {
  [ -f "$STAND_INS" ] && return
  for port in "${INSTANCE_PORTS[@]}"; do
    if running_pid "portal-$port" apps/server/dist/server.js >/dev/null; then
      say "portal-$port runs without the stand-ins: \`npm run stack -- stop\` first."
      exit 1
    fi
  done
  stand_in_certificate
  # By name, as real providers are: MyInfo's callback carries its issuer's address, and the
  # firewall takes an address with an IP in a parameter for a remote file inclusion (CRS 931100).
  local base="https://localhost:$MOCKPASS_PORT"
  # Stripe's stand-in by name too: the certificate is for localhost. Its webhook secret is made
  # here, for this run of the stand-ins.
  local secret
  secret="whsec_$(openssl rand -hex 24)"
  (
    umask 077
    cat >"$STAND_INS" <<SETTINGS
SINGPASS_ISSUER=$base/singpass/v2
CORPPASS_ISSUER=$base/corppass/v2
MYINFO_BASE_URL=$base/myinfo/v3
STRIPE_API_BASE_URL=https://localhost:$STRIPE_PORT
STRIPE_WEBHOOK_SECRET=$secret
NODE_EXTRA_CA_CERTS=$STAND_IN_CERT
SETTINGS
  )
}

# Node reads one file of extra certificates: a second one (the Stripe stand-in's beside MockPass's)
# joins the first in a bundle.
trust_certificate() {
  if [ -z "${NODE_EXTRA_CA_CERTS:-}" ]; then
    export NODE_EXTRA_CA_CERTS="$1"
    return
  fi
  cat "$NODE_EXTRA_CA_CERTS" "$1" >"$STACK_DIR/run/extra-ca-certificates.pem"
  export NODE_EXTRA_CA_CERTS="$STACK_DIR/run/extra-ca-certificates.pem"
}

instance_env() {
  local port="$1"
  # Only the certificates this stack names are trusted, whatever the caller's environment holds.
  unset NODE_EXTRA_CA_CERTS
  # shellcheck disable=SC1091
  set -a && . "$STACK_DIR/secrets.env" && set +a
  export NODE_ENV=production PORT="$port" HOST=127.0.0.1 TRUST_PROXY=true
  export DATABASE_URL="$POSTGRES_URL/$DATABASE_NAME" REDIS_URL="$REDIS_URL"
  export SMTP_URL="smtp://127.0.0.1:$SMTP_PORT" DATA_DIR="$STACK_DIR/data"
  export PUBLIC_BASE_URL="http://localhost:$NGINX_PORT"
  # Identity providers are discovered when first used: the stack has none, so Singpass and
  # Corppass sign-in do not work through it (e-mail sign-in does), unless it was started with its
  # stand-ins, whose addresses then replace these.
  export SINGPASS_ISSUER=http://127.0.0.1:9/singpass SINGPASS_CLIENT_ID=stack-portal
  export CORPPASS_ISSUER=http://127.0.0.1:9/corppass CORPPASS_CLIENT_ID=stack-portal
  # No money moves: Stripe's keys are placeholders, so a payment through the stack fails, unless
  # the stand-ins run (their Stripe's address and webhook secret replace these), or
  # STACK_STRIPE_API_BASE_URL names another stand-in for Stripe's API (the reliability suite's, on
  # loopback over HTTPS, its certificate in STACK_EXTRA_CA_CERTS) and STACK_STRIPE_WEBHOOK_SECRET
  # the secret its notifications are signed with; those win over the stand-ins'.
  export PAYMENT_GATEWAY=stripe STRIPE_SECRET_KEY=sk_test_stack STRIPE_WEBHOOK_SECRET=whsec_stack
  # shellcheck disable=SC1090
  if [ -f "$STAND_INS" ]; then set -a && . "$STAND_INS" && set +a; fi
  if [ -n "${STACK_STRIPE_WEBHOOK_SECRET:-}" ]; then
    export STRIPE_WEBHOOK_SECRET="$STACK_STRIPE_WEBHOOK_SECRET"
  fi
  if [ -n "${STACK_STRIPE_API_BASE_URL:-}" ]; then
    export STRIPE_API_BASE_URL="$STACK_STRIPE_API_BASE_URL"
  fi
  if [ -n "${STACK_EXTRA_CA_CERTS:-}" ]; then trust_certificate "$STACK_EXTRA_CA_CERTS"; fi
  # The e2e suite's browser sends every sign-in from one address, where people come from many:
  # STACK_SIGN_IN_RATE_LIMIT_PER_CLIENT raises the per-address limit for that run (SEC-10's 30 in
  # 15 minutes otherwise, which the abuse suite checks).
  if [ -n "${STACK_SIGN_IN_RATE_LIMIT_PER_CLIENT:-}" ]; then
    export SIGN_IN_RATE_LIMIT_PER_CLIENT="$STACK_SIGN_IN_RATE_LIMIT_PER_CLIENT"
  fi
  export MAP_SEARCH=gazetteer
  export FEES='{"1":10000,"2":0,"3":5000,"4":{"BRELEASE":2500,"BHOISTING":5000,"KITE":0,"LASERS":5000,"SLRELEASE":2500,"FIREWORKS":10000}}'
  # Prometheus on this machine may read each instance's /metrics directly.
  export METRICS_ALLOWED_NETWORKS=127.0.0.0/8
}

start_instance() {
  local name="portal-$1" port="$1"
  if running_pid "$name" "apps/server/dist/server.js" >/dev/null; then return; fi
  (
    instance_env "$port"
    cd "$ROOT"
    exec setsid node apps/server/dist/server.js >>"$LOGS/$name.log" 2>&1 </dev/null
  ) &
  echo $! >"$RUN/$name.pid"
  say "$name starting on 127.0.0.1:$port (log $LOGS/$name.log)"
}

wait_healthy() {
  local url="$1" deadline=$((SECONDS + HEALTH_WAIT_SECONDS))
  shift
  until curl -fsS -o /dev/null "$@" "$url" 2>/dev/null; do
    if [ $SECONDS -ge $deadline ]; then
      say "$url did not answer 200 within $HEALTH_WAIT_SECONDS s; see $LOGS/"
      return 1
    fi
    sleep 1
  done
}

render() {
  local upstreams=""
  for port in "${INSTANCE_PORTS[@]}"; do
    upstreams+="server 127.0.0.1:$port max_fails=1 fail_timeout=5s; "
  done
  mkdir -p "$STACK_DIR/nginx/tmp"
  sed -e "s|@STACK_DIR@|$STACK_DIR|g" -e "s|@DEPLOY_DIR@|$DEPLOY_DIR|g" \
    -e "s|@NGINX_PORT@|$NGINX_PORT|g" -e "s|@WEB_DIST_DIR@|$ROOT/apps/web/dist|g" \
    -e "s|@UPSTREAM_SERVERS@|$upstreams|g" \
    "$DEPLOY_DIR/nginx/portal.conf.template" >"$STACK_DIR/nginx/nginx.conf"
  sed -e "s|@STACK_DIR@|$STACK_DIR|g" -e "s|@DEPLOY_DIR@|$DEPLOY_DIR|g" \
    "$DEPLOY_DIR/modsecurity/modsecurity.conf" >"$STACK_DIR/nginx/modsecurity.conf"
}

# What nginx reads: the rendered files and the firewall's tuning, which they include. On the first
# start nothing is rendered yet: a missing file must not end the script (pipefail).
nginx_configuration() {
  {
    cat "$STACK_DIR/nginx/nginx.conf" "$STACK_DIR/nginx/modsecurity.conf" \
      "$DEPLOY_DIR/modsecurity/portal-exclusions.conf" "$DEPLOY_DIR/nginx/security-headers.conf" \
      2>/dev/null || true
  } | sha256sum
}

start_nginx() {
  local before
  before="$(nginx_configuration)"
  render
  nginx -t -q -c "$STACK_DIR/nginx/nginx.conf"
  if running_pid nginx "nginx: master" >/dev/null; then
    # Only a changed configuration is reloaded: a reload closes every idle keep-alive connection,
    # and a client that sends on one as it closes gets a reset (start also brings back a part
    # that stopped while the rest serves, OPS-55).
    if [ "$(nginx_configuration)" != "$before" ]; then
      nginx -c "$STACK_DIR/nginx/nginx.conf" -s reload
      say "nginx reloaded"
    fi
    return
  fi
  nginx -c "$STACK_DIR/nginx/nginx.conf"
  say "nginx with ModSecurity and the OWASP CRS on http://localhost:$NGINX_PORT"
}

start() {
  install_packages
  check_built
  mkdir -p "$RUN" "$LOGS" "$STACK_DIR/data"
  ensure_secrets
  case "${1:-}" in
    --stand-ins) enable_stand_ins ;;
    "") ;;
    *)
      echo "unknown option $1: start takes --stand-ins only" >&2
      exit 2
      ;;
  esac
  start_postgres
  start_redis
  ensure_database
  start_smtp_sink
  start_mockpass
  start_stripe
  # The first instance migrates the database alone; the second then finds it current.
  start_instance "${INSTANCE_PORTS[0]}"
  wait_healthy "http://127.0.0.1:${INSTANCE_PORTS[0]}/healthz"
  for port in "${INSTANCE_PORTS[@]:1}"; do start_instance "$port"; done
  for port in "${INSTANCE_PORTS[@]:1}"; do wait_healthy "http://127.0.0.1:$port/healthz"; done
  start_nginx
  wait_healthy "http://127.0.0.1:$NGINX_PORT/healthz"
  say "up: http://localhost:$NGINX_PORT (stop with \`npm run stack -- stop\`)"
}

stop_one() {
  local name="$1" expected="$2" signal="${3:-TERM}" pid
  if pid="$(running_pid "$name" "$expected")"; then
    kill "-$signal" "$pid"
    for _ in $(seq 1 30); do
      [ -d "/proc/$pid" ] || break
      sleep 0.5
    done
    if [ -d "/proc/$pid" ]; then
      say "$name did not stop within 15 s: killing it"
      kill -KILL "$pid"
    fi
    say "$name stopped"
  fi
  rm -f "$RUN/$name.pid"
}

PARTS=(nginx "${INSTANCE_PORTS[@]/#/portal-}" mockpass stripe smtp-sink redis postgres)

# What a part's pid file must still be running (running_pid), and the signal that stops it:
# PostgreSQL's fast shutdown (SIGINT) ends its clients' sessions instead of waiting for them.
expected_of() {
  case "$1" in
    nginx) echo "nginx: master" ;;
    smtp-sink) echo smtp-sink.mjs ;;
    mockpass) echo "$MOCKPASS_ENTRY" ;;
    stripe) echo "$STRIPE_ENTRY" ;;
    redis) echo redis-server ;;
    postgres) echo "$PG_DATA" ;;
    portal-*) echo apps/server/dist/server.js ;;
    *) return 1 ;;
  esac
}

stop_part() {
  local signal=TERM
  [ "$1" = postgres ] && signal=INT
  stop_one "$1" "$(expected_of "$1")" "$signal"
}

stop() {
  if [ -n "${1:-}" ]; then
    expected_of "$1" >/dev/null || {
      echo "unknown part $1: one of ${PARTS[*]}" >&2
      exit 2
    }
    stop_part "$1"
    return
  fi
  # nginx first, so no request reaches an instance that is going; the instances before the
  # database and Redis they use. The stand-ins end with the stack: a plain start has none.
  for part in "${PARTS[@]}"; do stop_part "$part"; done
  rm -f "$STAND_INS"
}

status() {
  local name pid
  for name in "${PARTS[@]}"; do
    if pid="$(running_pid "$name" "$(expected_of "$name")")"; then
      printf '%-12s running (pid %s)' "$name" "$pid"
      case "$name" in
        portal-*)
          curl -fsS -o /dev/null "http://127.0.0.1:${name#portal-}/healthz" &&
            printf ', healthy' || printf ', not healthy'
          ;;
      esac
      printf '\n'
    else
      printf '%-12s stopped\n' "$name"
    fi
  done
}

# The operators' commands need the instances' settings (APP_SECRET seals the officers'
# authenticator secrets) and reach the stack's database themselves (DATABASE_URL).
operator_command() {
  local name="$1"
  shift
  check_built
  [ -f "$STACK_DIR/secrets.env" ] || {
    say "the stack has not been started yet"
    exit 1
  }
  (
    instance_env "${INSTANCE_PORTS[0]}"
    cd "$ROOT"
    exec node "apps/server/dist/$name-cli.js" "$@"
  )
}

case "${1:-start}" in
  start) start "${2:-}" ;;
  accounts | officers) operator_command "$@" ;;
  stop) stop "${2:-}" ;;
  status) status ;;
  *)
    echo "usage: npm run stack [-- start [--stand-ins] | stop [part] | status | accounts|officers <arguments>]" >&2
    exit 2
    ;;
esac
