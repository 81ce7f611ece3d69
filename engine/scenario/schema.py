"""The JSON Schema layer of validation, with messages a designer can act on."""

from __future__ import annotations

import difflib
import json
import re
from collections.abc import Callable, Iterator
from functools import lru_cache
from importlib.resources.abc import Traversable
from typing import TYPE_CHECKING, Any

from engine.scenario import fast_schema
from engine.scenario.problems import Problem
from engine.scenario.shipped import SCHEMAS_PACKAGE, ShippedFileMissing, shipped_folder
from engine.scenario.texts import LANGUAGE_PATTERN
from engine.scenario.yaml_source import SourceDocument

if TYPE_CHECKING:
    import jsonschema

SCHEMA_NAME = "scenario.schema.json"

_ID_RULE = "an id starts with a letter and goes on with letters, digits, '_' or '-' (40 at most)"
_TYPE_WORDS = {
    "object": "a mapping of keys", "array": "a list", "string": "text", "integer": "a whole number",
    "boolean": "true or false", "number": "a number", "null": "nothing",
}
_ITEM_WORDS = {"sides": "side", "features": "feature", "units": "unit", "objectives": "objective",
               "labels": "label", "areas": "area", "events": "event",
               "event_cards": "event card", "deployment": "deployment zone", "do": "action",
               "missions": "mission", "carry": "carry entry",
               # a rule pack's lists (engine/scenario/packs)
               "terrain": "terrain type", "weapons": "weapon", "buildings": "building",
               "works": "work"}


def schema_file() -> Traversable:
    """`schemas/scenario.schema.json`, installed as package data of `engine.schemas`."""
    return shipped_folder(SCHEMAS_PACKAGE) / SCHEMA_NAME


def shipped_schema(name: str, what: str) -> dict[str, Any]:
    """One of the JSON Schemas installed in `engine.schemas` (`what` names it for the
    message when an install lacks it)."""
    try:
        text = (shipped_folder(SCHEMAS_PACKAGE) / name).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise ShippedFileMissing(f"the {what} ({name}) is missing from the install; "
                                 "reinstall the project") from None
    schema: dict[str, Any] = json.loads(text)
    return schema


@lru_cache(maxsize=1)
def scenario_schema() -> dict[str, Any]:
    return shipped_schema(SCHEMA_NAME, "scenario schema")


class LazyValidator:
    """A schema and its jsonschema validator, which is built (and jsonschema imported,
    a tenth of a `clumsy` start-up) only when a document needs its walk: the compiled
    check (engine/scenario/fast_schema.py) vouches for every valid one."""

    def __init__(self, schema: dict[str, Any],
                 build: Callable[[dict[str, Any]], Any] | None = None) -> None:
        self.schema = schema
        self._build = build
        self._built: Any = None

    def iter_errors(self, instance: Any) -> Iterator[jsonschema.ValidationError]:
        if self._built is None:
            if self._build is None:
                from jsonschema import Draft202012Validator
                self._built = Draft202012Validator(self.schema)
            else:
                self._built = self._build(self.schema)
        return self._built.iter_errors(instance)  # type: ignore[no-any-return]


@lru_cache(maxsize=1)
def _validator() -> LazyValidator:
    return LazyValidator(scenario_schema())


def describe(path: tuple[str | int, ...], data: Any) -> str:
    """`('units', 3, 'hp')` -> "'hp' of unit 'b1'" (or of unit #4 when it has no id)."""
    if not path:
        return "the document"
    if len(path) == 2 and path[0] == "briefing":
        return f"the briefing of '{path[1]}'"
    owner = ""
    node = data
    for i, step in enumerate(path[:-1]):
        try:
            node = node[step]
        except (KeyError, IndexError, TypeError):
            break
        if isinstance(step, int) and i > 0 and isinstance(path[i - 1], str):
            word = _ITEM_WORDS.get(str(path[i - 1]), str(path[i - 1]))
            name = node.get("id") if isinstance(node, dict) else None
            if isinstance(name, str):
                owner = f"{word} '{name}'"
            else:  # an item with no id of its own: of its named owner ("action #1 of event 'p'")
                kind = node.get("kind") if isinstance(node, dict) else None
                owner = (f"{word} #{step + 1}" + (f" ({kind})" if isinstance(kind, str) else "")
                         + (f" of {owner}" if owner else ""))
    last = path[-1]
    if isinstance(last, int):
        parent = str(path[-2]) if len(path) > 1 else "list"
        word = _ITEM_WORDS.get(parent, f"item of '{parent}'")
        return f"{word} #{last + 1}" + (f" of {owner}" if owner else "")
    return f"'{last}'" + (f" of {owner}" if owner else "")


# Rules whose breach still leaves a value the model holds as it is (a text too long, an
# id written wrong or left empty): the file opens with the problem listed (DESIGN.md,
# "Validation": the editor reopens everything it can save). So does a choice among keys
# given both ways or neither (_key_choice) and a list short of entries (_short_list). Any
# other breach leaves no model.
_MODEL_HOLDS = ("maxLength", "pattern")


def schema_problems(source: SourceDocument, filename: str) -> list[Problem]:
    return schema_check(source, filename)[0]


@lru_cache(maxsize=1)
def _label_rule() -> tuple[frozenset[str], int] | None:
    """The keys and text limit of a label, when the schema's label is the plain one
    `_surely_valid_label` knows (else None: every label goes through jsonschema)."""
    try:
        item = scenario_schema()["properties"]["labels"]["items"]
        text = item["properties"]["text"]
        plain = (item["type"] == "object" and item["additionalProperties"] is False
                 and set(item["required"]) == set(item["properties"]) == {"at", "text"}
                 and item["properties"]["at"] == {"$ref": "#/$defs/cell"}
                 and "string" in (text["type"] if isinstance(text["type"], list)
                                  else [text["type"]]) and "minLength" not in text)
        return (frozenset(item["required"]), int(text["maxLength"])) if plain else None
    except (KeyError, TypeError, ValueError):
        return None


def _surely_valid_label(label: Any, rule: tuple[frozenset[str], int]) -> bool:
    """A label the schema accepts, checked in plain Python (jsonschema took a second for
    20,000 labels): its two keys, a plain text within the limit, a cell of two whole
    numbers. Anything else (a float cell, a bool, a map of languages) is left to
    jsonschema."""
    if type(label) is not dict or label.keys() != rule[0]:
        return False
    at, text = label["at"], label["text"]
    return (type(text) is str and len(text) <= rule[1] and type(at) is list and len(at) == 2
            and type(at[0]) is int and type(at[1]) is int)


def _without_plain_labels(data: Any) -> tuple[Any, list[int] | None]:
    """`data` for jsonschema with the labels it surely accepts left out, and the index in
    the file of each label kept (None: nothing left out)."""
    rule = _label_rule()
    labels = data.get("labels") if isinstance(data, dict) else None
    if rule is None or not isinstance(labels, list):
        return data, None
    kept = [i for i, label in enumerate(labels) if not _surely_valid_label(label, rule)]
    return {**data, "labels": [labels[i] for i in kept]}, kept


def schema_check(source: SourceDocument, filename: str) -> tuple[list[Problem], bool]:
    """The schema's problems, and whether the data is still shaped for the model."""
    checked, kept = _without_plain_labels(source.data)
    return check_with(_validator(), source, filename, checked=checked, kept_labels=kept)


def check_with(validator: LazyValidator, source: SourceDocument, filename: str,
               whole: str = "the scenario", checked: Any = None,
               kept_labels: list[int] | None = None) -> tuple[list[Problem], bool]:
    """The problems `validator` finds in `source`, in the words of `schema_check` (`whole`:
    what the document is, for a key it lacks), and whether the data fits the model.
    `checked` is the data to check when not the whole (the scenario's plain labels left
    out), `kept_labels` the index in the file of each label it kept."""
    data = source.data
    if fast_schema.surely_valid(validator.schema, data):
        return [], True  # jsonschema would find nothing (engine/scenario/fast_schema.py)
    problems: list[Problem] = []
    shape_ok = True
    for error in validator.iter_errors(data if checked is None else checked):
        path = tuple(error.absolute_path)
        if kept_labels is not None and len(path) > 1 and path[0] == "labels" \
                and isinstance(path[1], int):
            path = ("labels", kept_labels[path[1]], *path[2:])  # the label's place in the file
        if error.validator not in _MODEL_HOLDS and _key_choice(error) is None \
                and not _short_list(error) and _held_choice(error) is None:
            shape_ok = False
        for message, at in _explain(error, path, data, whole):
            mark = source.key_mark(at) if at != path else source.mark(at)
            problems.append(Problem(filename, mark.line, mark.column, message, path=at))
    return problems, shape_ok


def _held_choice(error: jsonschema.ValidationError) -> list[jsonschema.ValidationError] | None:
    """A oneOf/anyOf breach where one alternative fails only by what the model holds (a
    pattern, a length): that alternative's errors, else None. An area named by a text that
    is no valid id (`area: "0"`, not a list of cells) is still an area's name to the model,
    so the file opens with the problem listed (the editor reopens what it saved)."""
    if error.validator not in ("oneOf", "anyOf") or not error.context:
        return None
    by_branch: dict[Any, list[jsonschema.ValidationError]] = {}
    for sub in error.context:
        by_branch.setdefault(sub.relative_schema_path[0], []).append(sub)
    return next((subs for subs in by_branch.values()
                 if all(sub.validator in _MODEL_HOLDS for sub in subs)), None)


def _short_list(error: jsonschema.ValidationError) -> bool:
    """A list with fewer entries than it needs (a scenario's or campaign's sides, a
    campaign's missions: a new campaign saved at once has none) is still one the model
    holds; a fixed-size one (a cell, [col, row]) is not."""
    return error.validator == "minItems" and isinstance(error.schema, dict) \
        and "prefixItems" not in error.schema


def _key_choice(error: jsonschema.ValidationError) -> list[list[str]] | None:
    """The key sets of a choice among keys ('side' or 'unit'; 'unit', or 'side' with
    'count') that this oneOf/anyOf breach is about, else None. Each key is checked on its
    own by the record's `properties`, so a record giving both or neither is still one the
    model holds: the file opens with the problem listed (the editor reopens what it saved)."""
    alternatives = error.validator_value
    if error.validator not in ("oneOf", "anyOf") or not isinstance(error.instance, dict) \
            or not isinstance(alternatives, list) or not alternatives:
        return None
    if not all(isinstance(a, dict) and set(a) == {"required"} for a in alternatives):
        return None
    return [list(a["required"]) for a in alternatives]


def _choice_words(keys: list[str]) -> str:
    return "'" + keys[0] + "'" + "".join(f" with '{k}'" for k in keys[1:])


def _explain_choice(error: jsonschema.ValidationError, what: str,
                    choice: list[list[str]]) -> str:
    words = [_choice_words(keys) for keys in choice]
    options = words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]
    given = [keys for keys in choice if all(k in error.instance for k in keys)]
    if len(given) > 1:
        both = " and ".join(_choice_words(keys) for keys in given)
        return f"{what} gives both {both}; keep only one: {options}"
    return f"{what} needs {options}"


def _explain(
    error: jsonschema.ValidationError, path: tuple[str | int, ...], data: Any,
    whole: str = "the scenario",
) -> list[tuple[str, tuple[str | int, ...]]]:
    kind = str(error.validator)
    what = describe(path, data)
    choice = _key_choice(error)
    if choice is not None:
        return [(_explain_choice(error, what, choice), path)]
    held = _held_choice(error)
    if held is not None:  # in the words of the alternative it nearly is
        return [found for sub in held for found in _explain(sub, path, data, whole)]
    value: Any = error.instance
    rule: Any = error.validator_value
    schema: Any = error.schema
    if kind == "additionalProperties":
        allowed = sorted((schema.get("properties") or {}).keys())
        extra = [k for k in value if k not in allowed]
        where = f" in {what}" if path else ""
        out = []
        for key in extra:
            hint = difflib.get_close_matches(key, allowed, n=1)
            advice = f"did you mean '{hint[0]}'?" if hint else "allowed keys are " + ", ".join(allowed)
            out.append((f"unknown key '{key}'{where}; {advice}", path + (key,)))
        return out
    if kind == "required":
        match = re.match(r"'(.+)' is a required property", error.message)
        key = match.group(1) if match else str(rule)
        where = f"{what}" if path else whole
        return [(f"{where} needs the key '{key}'", path)]
    if kind == "enum":
        options = [str(o) for o in rule]
        hint = difflib.get_close_matches(str(value), options, n=1)
        advice = f"did you mean '{hint[0]}'?" if hint else "use one of: " + ", ".join(options)
        return [(f"{what} is '{value}', which is not allowed; {advice}", path)]
    if kind == "const":
        return [(f"{what} must be '{rule}'", path)]
    if kind == "type":
        wanted = rule
        names = [str(w) for w in (wanted if isinstance(wanted, list) else [wanted])]
        wanted_words = " or ".join(_TYPE_WORDS.get(w, w) for w in names)
        return [(f"{what} should be {wanted_words}, not {_json_kind(value)} {_short(value)}", path)]
    if kind == "pattern" and isinstance(schema, dict) and schema.get("pattern") == LANGUAGE_PATTERN:
        advice = "a language is a two-letter code in small letters, such as en or it"
        if path and isinstance(path[-1], int):  # an item of `languages:`
            return [(f"{what} is '{value}', not a language: {advice}", path)]
        return [(f"{what} has the key '{value}', not a language: {advice}", path + (value,))]
    if kind == "pattern":
        if path and path[-1] == "color":
            return [(f"{what} is '{value}'; write a colour as '#rrggbb', e.g. '#c0392b'", path)]
        if value == "":
            return [(f"{what} is empty; pick or write one ({_ID_RULE})", path)]
        return [(f"{what} is '{value}', not a valid id: {_ID_RULE}", path)]
    if kind in ("minimum", "maximum"):
        bound = "smallest" if kind == "minimum" else "largest"
        return [(f"{what} is {value}; the {bound} allowed is {rule}", path)]
    if kind in ("minItems", "maxItems", "items", "prefixItems") and _looks_like_cell(path):
        return [(f"{what} should be a cell written [col, row], not {_short(value)}", path)]
    if kind == "minItems":
        return [(f"{what} needs at least {rule} entries", path)]
    if kind in ("minLength", "maxLength"):
        size = len(value) if isinstance(value, str) else 0
        if kind == "minLength":
            return [(f"{what} is too short: {size} character(s), at least {rule}", path)]
        return [(f"{what} is too long: {size:,} characters, at most {rule:,}", path)]
    return [(f"{what}: {error.message}", path)]


def _looks_like_cell(path: tuple[str | int, ...]) -> bool:
    return any(step in ("at", "area") for step in path if isinstance(step, str))


def _json_kind(value: Any) -> str:
    for py, word in ((bool, "true/false"), (int, "a number"), (float, "a number"), (str, "text"),
                     (list, "a list"), (dict, "a mapping")):
        if isinstance(value, py):
            return word
    return "nothing" if value is None else type(value).__name__


def _short(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False, default=str)
    return text if len(text) <= 40 else text[:37] + "..."
