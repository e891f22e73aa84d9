"""One-screen summary of the demo: each step's verdict, read back from the store's audit log."""
import json
import subprocess
import sys

kb, store, alias = sys.argv[1], sys.argv[2], (sys.argv[3] if len(sys.argv) > 3 else "kb")
records = json.loads(subprocess.run([kb, "audit", "show", "--store", store, "--format", "json"],
                                    check=True, capture_output=True, text=True).stdout)
last = {}
for r in records:
    last.setdefault(r["kind"], []).append(r)
on_alias = {k: [r for r in v if (r.get("details") or {}).get("alias") == alias] for k, v in last.items()}
promo = (on_alias.get("promotion") or [None])[-1]
back = (on_alias.get("rollback") or [None])[-1]
gate = next((r for r in last.get("gate_decision", []) if promo and r["details"]["run_id"] == promo["details"]["gate_run_id"]),
            None)


def line(step, rec, text):
    print(f"{step:<9} {'(not run)' if rec is None else text}")


print("\n== Summary (from the audit log; `kbgate audit verify` checks its hash chain)")
r = (last.get("ingest_run") or [None])[-1]
line("ingest", r, r and "input {input} = accepted {accepted} + redacted {accepted_redacted} + quarantined {quarantined} "
     "+ rejected {rejected}".format(**r["details"]["conservation"]))
r = (last.get("access_test_run") or [None])[-1]
line("access", r, r and f"{r['decision']} ({r['details']['leaks']} leaks, run {r['details']['run_id']})")
line("gate", gate, gate and f"{gate['decision']} on {gate['index_version']} (run {gate['details']['run_id']})")
line("promote", promo, promo and f"{alias} {promo['details']['from'] or '(new)'} -> {promo['details']['to']}, gate "
     f"{promo['details']['gate_decision']}, reviewer {promo['reviewer'] or '-'}")
line("rollback", back, back and f"{alias} {back['details']['from']} -> {back['details']['to']} "
     f"({back['details']['swap_ms']:.1f} ms swap): {back['details']['reason']}")
r = (last.get("drill") or [None])[-1]
line("drill", r, r and f"{r['decision'].upper()}: gate {r['details']['gate_decision']} in "
     f"{r['details']['time_to_detect_s']:.2f} s, rollback {r['details']['time_to_rollback_ms']:.1f} ms, "
     f"failed/mixed reads {r['details']['failed_reads']}/{r['details']['mixed_reads']}")
