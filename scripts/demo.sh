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

STORE="$DEMO/store"
step "Ingestion checks into an isolated staging version" \
  kbgate ingest fixtures/corpus --policy policies/acme.yaml --eval fixtures/eval/locked.jsonl --store "$STORE" --alias kb
# exit 1 means "findings present": expected on this deliberately contaminated corpus
$KB ingest fixtures/corpus --policy policies/acme.yaml --eval fixtures/eval/locked.jsonl \
  --as-of 2026-11-29 --store "$STORE" --alias kb --workdir "$DEMO" || [ $? -eq 1 ]

step "Index versions" kbgate index list --store "$STORE"
$KB index list --store "$STORE"

step "Audit log" kbgate audit verify --store "$STORE"
$KB audit verify --store "$STORE"
