"""Optional LLM step of ``kbgate evalset generate --llm-url URL``: rephrase, and propose multi-hop cases.

The endpoint is any OpenAI-compatible chat-completions service (``POST {url}/chat/completions``,
or the URL itself when it already ends with ``/chat/completions``); the key, if any, comes from
``$KBGATE_LLM_API_KEY``. The model only writes *questions*. kbgate keeps the gold:

* a rephrased query replaces the template only when it is one line, keeps the language,
  does not give the answer away (no ``must_cover`` value in it) and, for a negative case,
  still names the invented entity; otherwise the template question stays;
* a proposed multi-hop case is kept only when its anchors are verbatim in chunks of the two
  documents it was shown (whitespace and case folded); anything else is dropped and counted;
* an unreachable or broken endpoint never fails the run: the template cases stay, errors are counted.
"""

from __future__ import annotations

import json
import os
import re
import urllib.error
import urllib.request

from kbgate.evalset import EvalCase, Evidence, normalise

REPHRASE_PROMPT = ("Rewrite the user's question the way a colleague would ask it in a chat: same language, same "
                   "meaning, one line, no answer, no preamble. Keep product names and codes as written. "
                   "Reply with the question only.")
PROPOSE_PROMPT = ("You write one hard question that needs BOTH passages to answer. Reply with JSON only: "
                  '{"query": "...", "anchors": [{"doc_id": "...", "anchor": "exact phrase copied from that '
                  'passage"}, ...]}. Each anchor must be copied verbatim from its passage. Write the question '
                  "in the passages' language.")
_CJK = re.compile(r"[\u4e00-\u9fff]")


class LlmError(Exception):
    """The endpoint failed or answered something that is not a chat completion."""


class ChatClient:
    """A minimal OpenAI-compatible chat-completions client (stdlib HTTP, temperature 0)."""

    def __init__(self, url: str, model: str = "default", timeout: float = 60.0):
        base = url.rstrip("/")
        self.endpoint = base if base.endswith("/chat/completions") else base + "/chat/completions"
        self.model = model
        self.timeout = timeout

    def complete(self, system: str, user: str) -> str:
        body = json.dumps({"model": self.model, "temperature": 0,
                           "messages": [{"role": "system", "content": system},
                                        {"role": "user", "content": user}]}).encode()
        headers = {"Content-Type": "application/json"}
        if os.environ.get("KBGATE_LLM_API_KEY"):
            headers["Authorization"] = f"Bearer {os.environ['KBGATE_LLM_API_KEY']}"
        req = urllib.request.Request(self.endpoint, data=body, headers=headers, method="POST")
        try:
            with urllib.request.urlopen(req, timeout=self.timeout) as resp:  # noqa: S310 - user-given endpoint
                data = json.loads(resp.read().decode("utf-8"))
            return str(data["choices"][0]["message"]["content"]).strip()
        except (urllib.error.URLError, OSError, ValueError, KeyError, IndexError, TypeError) as exc:
            raise LlmError(f"{self.endpoint}: {exc}") from None


def acceptable(case: EvalCase, query: str) -> bool:
    """Whether a rephrased ``query`` may replace the template question of ``case``."""
    q = query.strip()
    if not q or "\n" in q or len(q) > 400 or q == case.query:
        return False
    if bool(_CJK.search(q)) != bool(_CJK.search(case.query)):
        return False
    nq = normalise(q)
    if any(normalise(v) and normalise(v) in nq for v in case.must_cover):
        return False
    key = (case.origin or {}).get("key_entity")
    return not key or normalise(key) in nq


def make_rephraser(client: ChatClient, propose: int = 3):
    """A ``rephrase(cases, sources) -> (cases, stats)`` step for :func:`.generate.generate`."""

    def run(cases: list[EvalCase], sources) -> tuple[list[EvalCase], dict]:
        stats = {"rephrased": 0, "kept_template": 0, "errors": 0, "proposed": 0, "proposed_dropped": 0}
        out = []
        for c in cases:
            try:
                new = client.complete(REPHRASE_PROMPT, c.query)
            except LlmError:
                stats["errors"] += 1
                out.append(c)
                continue
            if acceptable(c, new):
                stats["rephrased"] += 1
                out.append(c.model_copy(update={"query": new.strip(), "origin": {
                    **(c.origin or {}), "template_query": c.query, "rephrased": True}}))
            else:
                stats["kept_template"] += 1
                out.append(c)
        by_doc = {s.doc_id: s for s in sources}
        for c in [c for c in cases if c.stratum == "multi_hop"][:propose]:
            case = _propose(client, c, by_doc)
            if case is None or case.case_id in {o.case_id for o in out}:
                stats["proposed_dropped"] += 1
            else:
                stats["proposed"] += 1
                out.append(case)
        return out, stats

    return run


def _propose(client: ChatClient, seed_case: EvalCase, by_doc) -> EvalCase | None:
    """One LLM-proposed multi-hop case over the seed case's two documents, or None when it fails checks."""
    docs = [ev.doc_id for ev in seed_case.relevant if ev.doc_id in by_doc]
    if len(set(docs)) < 2:
        return None
    passages = []
    for ev in seed_case.relevant:
        src = by_doc[ev.doc_id]
        text = next((t for (_, t), n in zip(src.chunks, src.norm_chunks, strict=True)
                     if normalise(ev.anchor) in n), "")
        passages.append(f"[doc_id: {ev.doc_id}]\n{text}")
    try:
        raw = client.complete(PROPOSE_PROMPT, "\n\n".join(passages))
        data = json.loads(raw[raw.find("{"): raw.rfind("}") + 1])
        query = str(data["query"]).strip()
        anchors = [Evidence(doc_id=str(a["doc_id"]), anchor=str(a["anchor"])) for a in data["anchors"]]
    except (LlmError, ValueError, KeyError, TypeError):
        return None
    if not query or "\n" in query or len({a.doc_id for a in anchors}) < 2:
        return None
    if not all(a.doc_id in docs and by_doc[a.doc_id].holds(a.anchor) for a in anchors):
        return None
    import hashlib

    digest = hashlib.sha256(json.dumps([query, [a.model_dump() for a in anchors]]).encode()).hexdigest()[:10]
    return seed_case.model_copy(update={
        "case_id": f"GEN-MULTI-HOP-LLM-{digest}", "query": query, "relevant": anchors, "must_cover": [],
        "origin": {"kind": "multi_hop", "proposed_by": "llm", "from_case": seed_case.case_id}})
