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


def validation_messages(exc, *, prefix: tuple = (), missing: str = "required key is missing",
                        extra: str = "unknown key; remove it or check its spelling") -> list[tuple[str, str]]:
    """``(dotted location, message)`` for each error of a pydantic ``ValidationError``.

    Pydantic's own wording is kept except for missing and unknown keys, which get the
    given fix-it messages.
    """
    out = []
    for err in exc.errors():
        loc = ".".join(str(p) for p in (*prefix, *err["loc"]))
        msg = err["msg"].removeprefix("Value error, ")
        if err["type"] == "missing":
            msg = missing
        elif err["type"] == "extra_forbidden":
            msg = extra
        out.append((loc, msg))
    return out
