"""The built-in retriever: sparse (BM25-like) and optional dense embedding, query rewrite and refusal,
over a :mod:`kbgate.store` version.
"""
