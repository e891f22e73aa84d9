"""Corpus input: the manifest, the document loaders (:mod:`kbgate.corpus.formats` per file format),
chunking and the registered chunk strategies, and :func:`kbgate.corpus.load.load_corpus`.
"""
