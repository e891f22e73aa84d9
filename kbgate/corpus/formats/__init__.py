"""Loaders for one file format each: HTML, DOCX, and the hidden-text scan of PDF pages."""
