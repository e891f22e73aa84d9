"""`kbgate serve` under load: CLIENTS concurrent keep-alive clients for a bounded soak (5 s here, 60 s in the
bench) on loopback. Requests served, errors, p95 latency and RSS at start and end; memory stays flat."""

from __future__ import annotations

import http.client
import json
import threading
import time

from rob_helpers import TOKEN

CLIENTS = 32
BODY = json.dumps({"query": "refund rule", "top_k": 3,
                   "actor": {"tenant_id": "acme", "role": "support_agent", "user_id": "u"}}).encode()


def rss_mib() -> float:
    with open("/proc/self/status", encoding="ascii") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def soak(port: int, seconds: float, clients: int = CLIENTS, token: str | None = TOKEN) -> dict:
    """Hammer POST /query from ``clients`` threads for ``seconds``; return the figures."""
    headers = {"Content-Type": "application/json", **({"Authorization": f"Bearer {token}"} if token else {})}
    latencies: list[float] = []
    errors = [0]
    lock = threading.Lock()
    stop = time.monotonic() + seconds

    def client() -> None:
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        mine, bad = [], 0
        while time.monotonic() < stop:
            started = time.perf_counter()
            try:
                conn.request("POST", "/query", body=BODY, headers=headers)
                resp = conn.getresponse()
                data = resp.read()
                if resp.status != 200 or not json.loads(data).get("chunks"):
                    bad += 1
            except (OSError, http.client.HTTPException, ValueError):
                bad += 1
                conn.close()
                conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
            mine.append(time.perf_counter() - started)
        conn.close()
        with lock:
            latencies.extend(mine)
            errors[0] += bad

    rss_start = rss_mib()
    threads = [threading.Thread(target=client) for _ in range(clients)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    latencies.sort()
    return {"requests": len(latencies), "errors": errors[0],
            "p95_ms": round(latencies[int(0.95 * (len(latencies) - 1))] * 1000, 1) if latencies else None,
            "rss_start_mib": round(rss_start, 1), "rss_end_mib": round(rss_mib(), 1)}


def test_soak_serves_without_errors_and_memory_stays_flat(rob_server):
    port = rob_server.server_address[1]
    soak(port, 1.0)  # warm-up: caches, thread stacks
    figures = soak(port, 5.0)
    assert figures["requests"] > CLIENTS and figures["errors"] == 0, figures
    assert figures["rss_end_mib"] - figures["rss_start_mib"] < 64, figures
