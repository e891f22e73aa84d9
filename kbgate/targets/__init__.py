"""Retrieval targets under test: the HTTP client for a user's service and the framework adapters
(LangChain, LlamaIndex, Haystack, a plain callable).
"""
