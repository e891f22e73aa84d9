#!/usr/bin/env bash
# The whole kbgate pipeline on the fixture corpus, with the embedded Qdrant Edge store:
# ingest -> access -> gate -> generated tuning set + smoke gate -> promote -> (second release: gate vs baseline -> canary 10% -> 50% -> status
# -> promote -> rollback) -> canary drill -> drill.
set -euo pipefail
cd "$(dirname "$0")/.."
KB=.venv/bin/kbgate
PY=.venv/bin/python
DEMO=.kbgate/demo
STORE="$DEMO/store"
POLICY=policies/acme.yaml
EVAL=fixtures/eval/locked.jsonl
rm -rf "$DEMO"; mkdir -p "$DEMO"

step() { printf '\n== %s\n$ %s\n' "$1" "${*:2}"; }
report_of() { sed -n 's/^Report: //p' "$1" | tail -n 1; }

step "Corpus inventory" kbgate corpus inspect fixtures/corpus
$KB corpus inspect fixtures/corpus

step "Policy summary" kbgate policy check $POLICY
$KB policy check $POLICY

step "Ingestion checks into an isolated staging version" \
  kbgate ingest fixtures/corpus --policy $POLICY --eval $EVAL --as-of 2026-11-29 --store "$STORE" --alias kb
# exit 1 means "findings present": expected on this deliberately contaminated corpus
$KB ingest fixtures/corpus --policy $POLICY --eval $EVAL \
  --as-of 2026-11-29 --store "$STORE" --alias kb --workdir "$DEMO" || [ $? -eq 1 ]
INGEST_REPORT=$(cat "$DEMO/runs/LATEST")

step "Access tests on the staging version (exhaustive proof + generated probes)" \
  kbgate access --policy $POLICY --corpus fixtures/corpus --store "$STORE" --ingest-report INGEST_REPORT --eval $EVAL
$KB access --policy $POLICY --corpus fixtures/corpus --store "$STORE" \
  --ingest-report "$INGEST_REPORT" --eval $EVAL --workdir "$DEMO"

step "Version gate, first release (no baseline: absolute lines only)" \
  kbgate gate --policy $POLICY --eval $EVAL --store "$STORE" --ingest-report INGEST_REPORT --baseline none --corpus fixtures/corpus
$KB gate --policy $POLICY --eval $EVAL --store "$STORE" --ingest-report "$INGEST_REPORT" \
  --baseline none --corpus fixtures/corpus --workdir "$DEMO" | tee "$DEMO/gate-1.txt"
FIRST=$($PY -c 'import json,sys; print(json.load(open(sys.argv[1]))["staging_version"])' "$INGEST_REPORT")

step "Chunking experiment: two variants on the same checked documents (own store and workdir; the release is untouched)" \
  kbgate experiment chunking --corpus fixtures/corpus --policy $POLICY --eval $EVAL --store EXPERIMENT_STORE --variant heading --variant "fixed:max_chars=400,overlap=40" --k 5
$KB experiment chunking --corpus fixtures/corpus --policy $POLICY --eval $EVAL --store "$DEMO/experiment/store" \
  --variant heading --variant "fixed:max_chars=400,overlap=40" --k 5 --as-of 2026-11-29 --workdir "$DEMO/experiment"

step "Tuning set generated from the staging version (no model): every section of every accepted document is gold" \
  kbgate evalset generate --corpus fixtures/corpus --policy $POLICY --store "$STORE" --index "$FIRST" -o tuning.jsonl
$KB evalset generate --corpus fixtures/corpus --policy $POLICY --store "$STORE" --index "$FIRST" \
  -o "$DEMO/tuning.jsonl" --as-of 2026-11-29 --seed 0
$KB evalset stats "$DEMO/tuning.jsonl" --store "$STORE" --index "$FIRST" --show-uncovered 5
$KB evalset review "$DEMO/tuning.jsonl" --all-pending --decision accept --reviewer demo-reviewer \
  --reason "demo: accepted unread; review them in a real release"

step "Smoke gate with the generated tuning set (a stratified sample; not a release gate)" \
  kbgate gate --policy $POLICY --eval tuning.jsonl --store "$STORE" --candidate "$FIRST" --baseline none --smoke 40
$KB gate --policy $POLICY --eval "$DEMO/tuning.jsonl" --store "$STORE" --candidate "$FIRST" --baseline none \
  --corpus fixtures/corpus --smoke 40 --workdir "$DEMO"

step "Promotion bound to the gate report (a WARN would need --accept-warn --reviewer NAME --reason TEXT)" \
  kbgate promote --store "$STORE" --alias kb --candidate "$FIRST" --gate-report GATE_REPORT
$KB promote --store "$STORE" --alias kb --candidate "$FIRST" --gate-report "$(report_of "$DEMO/gate-1.txt")" \
  --policy $POLICY

step "Second release: a new staging version, gated against the live alias" \
  kbgate ingest ... '&&' kbgate gate ... --baseline kb
$KB ingest fixtures/corpus --policy $POLICY --eval $EVAL --as-of 2026-11-29 --store "$STORE" --alias kb \
  --workdir "$DEMO" --format json > /dev/null || [ $? -eq 1 ]
SECOND_REPORT=$(cat "$DEMO/runs/LATEST")
SECOND=$($PY -c 'import json,sys; print(json.load(open(sys.argv[1]))["staging_version"])' "$SECOND_REPORT")
$KB gate --policy $POLICY --eval $EVAL --store "$STORE" --candidate "$SECOND" --baseline kb \
  --corpus fixtures/corpus --workdir "$DEMO" | tee "$DEMO/gate-2.txt"

step "Canary: the second release serves 10% of users (same gate-report binding and check-and-set as a promotion)" \
  kbgate promote --store "$STORE" --alias kb --candidate "$SECOND" --gate-report GATE_REPORT ... --canary 10
$KB promote --store "$STORE" --alias kb --candidate "$SECOND" --gate-report "$(report_of "$DEMO/gate-2.txt")" \
  --policy $POLICY --accept-warn --reviewer demo-reviewer --reason "same content, rebuilt" --canary 10
$KB canary set --store "$STORE" --alias kb --weight 50 --reason "demo: next step"

step "Canary status: the arms compared from the audit log (no traffic yet, so inconclusive, never healthy)" \
  kbgate canary status --store "$STORE" --alias kb --policy $POLICY
$KB canary status --store "$STORE" --alias kb --policy $POLICY

step "Canary promote: every user to the second release, one atomic swap" \
  kbgate canary promote --store "$STORE" --alias kb
$KB canary promote --store "$STORE" --alias kb --reason "demo: canary done"

step "Rollback: one command back to the previous approved version" kbgate rollback --store "$STORE" --alias kb
$KB rollback --store "$STORE" --alias kb --reason "demo: rehearse going back"

step "Canary drill on kb__drill: the watcher aborts a degraded candidate under bucketed traffic" \
  kbgate drill --canary --store "$STORE" --alias kb --policy $POLICY --eval $EVAL
$KB drill --canary --store "$STORE" --alias kb --policy $POLICY --eval $EVAL --workdir "$DEMO"

step "Rollback drill on the sandbox alias kb__drill (the live alias is never touched)" \
  kbgate drill --store "$STORE" --alias kb --policy $POLICY --eval $EVAL
$KB drill --store "$STORE" --alias kb --policy $POLICY --eval $EVAL --workdir "$DEMO"

step "The whole release gate in one command (what CI calls): ingest -> access -> gate against the live alias" \
  kbgate release --policy $POLICY --corpus fixtures/corpus --store "$STORE" --alias kb --eval $EVAL --as-of 2026-11-29
$KB release --policy $POLICY --corpus fixtures/corpus --store "$STORE" --alias kb --eval $EVAL --as-of 2026-11-29 \
  --workdir "$DEMO" --report-dir "$DEMO/reports"

step "Index versions" kbgate index list --store "$STORE"
$KB index list --store "$STORE"

step "Alias timeline" kbgate audit show --store "$STORE" --alias kb
$KB audit show --store "$STORE" --alias kb

step "Audit log" kbgate audit verify --store "$STORE"
$KB audit verify --store "$STORE"

$PY scripts/demo_summary.py "$KB" "$STORE"

step "HTML report of the first release: ingest, access, gate and drill on one page" \
  kbgate report INGEST_RUN --access ACCESS_RUN --gate GATE_REPORT --drill "$STORE/audit.jsonl" -o reports/demo/report.html
$KB report "$(dirname "$INGEST_REPORT")" --access "$(ls -t "$DEMO"/runs/*/access-report.json | head -n 1)" \
  --gate "$(report_of "$DEMO/gate-1.txt")" --drill "$STORE/audit.jsonl" -o reports/demo/report.html

# The README's quick tour explores what the demo made: the same paths, printed here to copy.
printf '\n== Explore what the demo made (the README quick tour)\n'
cat <<'TOUR'
export KBGATE_HOME=.kbgate/demo
kbgate corpus inspect fixtures/corpus
kbgate policy check policies/acme.yaml --eval fixtures/eval/locked.jsonl
kbgate quarantine list
kbgate quarantine show Q_ID
kbgate trace refund-policy@v2#0
kbgate index list --store .kbgate/demo/store
kbgate audit show --store .kbgate/demo/store --alias kb
kbgate audit verify --store .kbgate/demo/store
kbgate serve --store .kbgate/demo/store --alias kb --policy policies/acme.yaml
kbgate report --index .kbgate/demo/reports
TOUR
