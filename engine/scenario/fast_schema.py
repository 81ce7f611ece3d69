"""A compiled JSON Schema check in front of jsonschema (issue 37): jsonschema walks a big
map's document in Python (120 ms for 256x256 with 1,000 units, the editor's live
validation pays it after every edit); jsonschema-rs, compiled, says in a millisecond
whether the document is valid at all.

Only its "valid" is trusted: then jsonschema would find nothing, and its walk is left
out. Whatever else it answers (invalid, or a value it cannot read: a key that is not
text, a lone surrogate) sends the document to jsonschema as before, which finds every
problem with its words and place, so the problems are the same either way. Where the
two differ they differ that way only: jsonschema-rs refuses NaN and infinities and
reads `$` as the end of the text, where Python's `re` also matches before a last
newline (the tests' test_fast_schema.py holds them to it).

Every document takes this path, however small: importing the compiled validator and
compiling the schema (about 12 ms) costs less than importing jsonschema (about 50 ms),
which a valid document now never needs (`schema.LazyValidator` imports it for a walk).
"""

from __future__ import annotations

import logging
from typing import Any

log = logging.getLogger(__name__)

_compiled: dict[int, tuple[Any, Any]] = {}  # id(schema) -> (schema, its validator or None)


def _validator(schema: Any) -> Any:
    """The compiled validator of `schema` (kept while the process runs: the shipped
    schemas are read once), or None when jsonschema-rs is not installed or refuses it."""
    entry = _compiled.get(id(schema))
    if entry is None or entry[0] is not schema:
        try:
            import jsonschema_rs  # here: what never checks a document never loads it

            compiled: Any = jsonschema_rs.Draft202012Validator(schema)
        except ImportError:
            compiled = None
        except Exception:  # a schema it cannot compile: jsonschema alone, as before
            log.warning("the compiled schema check is off: it refused the schema",
                        exc_info=True)
            compiled = None
        entry = _compiled[id(schema)] = (schema, compiled)
    return entry[1]


def surely_valid(schema: Any, data: Any) -> bool:
    """True when the compiled validator accepts `data` against `schema`; False when it
    refuses it, cannot read it, or is not there."""
    validator = _validator(schema)
    if validator is None:
        return False
    try:
        return bool(validator.is_valid(data))
    except Exception:  # a value it cannot convert (a key that is not text...)
        return False

