#!/usr/bin/env bash
# The whole kbgate pipeline on the fixture corpus, with the embedded Qdrant Edge store.
set -euo pipefail
cd "$(dirname "$0")/.."
KB=.venv/bin/kbgate
DEMO=.kbgate/demo
rm -rf "$DEMO"; mkdir -p "$DEMO"

step() { printf '\n== %s\n$ %s\n' "$1" "${*:2}"; }

step "Corpus inventory" kbgate corpus inspect fixtures/corpus
$KB corpus inspect fixtures/corpus

step "Policy summary" kbgate policy check policies/acme.yaml
$KB policy check policies/acme.yaml
