"""The one root exception of kbgate.

Every error a user can cause derives from :class:`KbgateError`. Its message says
what is wrong *and* how to fix it; the CLI prints it as ``Error: <message>`` and
exits with code 2.
"""


class KbgateError(Exception):
    """Root of every kbgate error. The message must say how to fix the problem."""


class ConfigError(KbgateError):
    """A policy or configuration file is invalid."""


class InputError(KbgateError):
    """A corpus, manifest, eval set or other input cannot be used."""


class StoreError(KbgateError):
    """The index store refused an operation (missing version, protected drop, lock held...)."""


class GateError(KbgateError):
    """A promotion or rollback was refused by the gate rules."""
