# kbgate: two commands for a new user.
#   make demo   set up .venv and run the whole pipeline on the fixtures
#   make test   set up .venv and run ruff plus the tests
#   make docs   regenerate docs/cli-reference.md and docs/policy-reference.md
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
export TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS :=
export KBGATE_CACHE_DIR ?= $(CURDIR)/.kbgate/cache
# the tests start many Python processes (CLI runs, Ray workers, pytester runs): let them reuse compiled modules
# and rewritten test modules where the environment sets PYTHONDONTWRITEBYTECODE (collecting the tests took
# 14.3 s a process without the .pyc files, 8.3 s with them; they go to the ignored __pycache__ directories)
export PYTHONDONTWRITEBYTECODE :=
# pip installs without compiling: compiling every module of the dependencies took 60 of the install's 99 s here
# (6 December 2026), and a run compiles only the modules it imports, once, into their __pycache__ (above)
# make test runs the tests on this many pytest-xdist workers, a test file per worker at a time
# (the Ray files together and first, then the injection files together, the rest in collection order:
# tests/conftest.py). Four on two cores: the tests wait on servers, subprocesses and fsync (fresh clones of the same
# tree on 8 December 2026: make test 8 min 11 s with 3 workers, 7 min 27 s with 4; on 4 December 8 min 31 s with 2,
# 8 min 6 s with 3)
PYTEST_WORKERS ?= 4
# more pytest options, e.g. make test PYTEST_ARGS="-x --durations=30"
PYTEST_ARGS ?=
# the tests' temporary files (stores, work folders, CLI runs) go to RAM when /dev/shm has 4 GiB free: on this machine's
# disk, creating 10,000 small files took 1.3 s of CPU against 0.15 s there, and the suite's system time was 121 s
# against 104 s (8 December 2026); elsewhere they stay where TMPDIR says
TEST_TMPDIR ?= $(shell df -Pk /dev/shm 2>/dev/null | awk 'NR == 2 && $$4 > 4194304 {print "/dev/shm"}')

.PHONY: demo test lint venv bench clean docs dist

venv: $(STAMP)

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet --no-compile -e '.[dev]'
	touch $(STAMP)

lint: $(STAMP)
	$(BIN)/ruff check .

test: lint
	$(if $(TEST_TMPDIR),TMPDIR=$(TEST_TMPDIR) )$(BIN)/python -m pytest -n $(PYTEST_WORKERS) --dist loadfile \
		--no-loadscope-reorder $(PYTEST_ARGS)

demo: $(STAMP)
	bash scripts/demo.sh

# a wheel and an sdist in dist/, to pip install elsewhere (the README's install from a clone does the same build)
dist: $(STAMP)
	$(BIN)/python -m build

docs: $(STAMP)
	$(BIN)/python scripts/gen_docs.py

bench: $(STAMP)
	$(BIN)/python bench/ingest_bench.py --n 10000
	$(BIN)/python bench/index_bench.py --sizes 10000
	$(BIN)/python bench/access_bench.py --sizes 10000 --probes 5000 --http-probes 500
	$(BIN)/python bench/gate_bench.py --cases 1000 --chunks 10000
	$(BIN)/python bench/promote_bench.py --cycles 100 --readers 8

clean:
	rm -rf .kbgate/demo
