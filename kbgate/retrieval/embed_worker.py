"""A sparse-embedding worker for :func:`kbgate.store.build_version`.

Started as ``python -m kbgate.retrieval.embed_worker``: it reads pickled batches of chunk texts on
stdin and writes each batch's :func:`kbgate.retrieval.sparse.embed_documents` vectors, pickled, on
stdout, in order, until stdin closes. It is a fresh interpreter that imports only
:mod:`kbgate.retrieval.sparse`, never a fork of the builder, so it does not hold a copy of the builder's heap
(see :func:`kbgate.store.build._sparse_batches`).
"""

from __future__ import annotations

import pickle
import sys

from kbgate.retrieval.sparse import embed_documents


def main() -> None:
    stdin, stdout = sys.stdin.buffer, sys.stdout.buffer
    while True:
        try:
            texts = pickle.load(stdin)
        except EOFError:
            return
        pickle.dump(embed_documents(texts), stdout, protocol=pickle.HIGHEST_PROTOCOL)
        stdout.flush()


if __name__ == "__main__":
    main()
