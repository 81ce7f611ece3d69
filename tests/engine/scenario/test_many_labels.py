"""r28 (issue 38 item 14): a mission with 20,000 labels opened in 34 s; most of what was
left was jsonschema walking every label (0.7 s of CPU). Labels the schema surely accepts
are checked in plain Python; the others still get jsonschema's problems, at their own
place in the file."""

from __future__ import annotations

from pathlib import Path

from engine.scenario.io import scenario_from_text
from engine.scenario.schema import schema_check
from engine.scenario.yaml_source import parse_yaml

TUTORIAL = Path(__file__).resolve().parents[3] / "scenarios" / "tutorial.yaml"
BAD = {  # a label the schema refuses, and the start of its message
    3: ("{at: [1, 1.5], text: ok}", "item of 'at' #2 of label #4 should be a whole number"),
    5000: ("{at: [1, 1], text: " + "x" * 201 + "}", "'text' of label #5001 is too long"),
    9000: ("{at: [1, 1], text: ok, extra: 1}", "unknown key 'extra' in label #9001"),
    12000: ("{at: [true, 1], text: ok}", "item of 'at' #1 of label #12001 should be a whole"),
    15000: ("{at: [1], text: ok}", "'at' of label #15001 should be a cell"),
    19998: ("{text: ok}", "label #19999 needs the key 'at'"),
    19999: ("7", "label #20000 should be a mapping of keys"),
}


def _mission() -> tuple[str, int]:
    """The tutorial with 20,000 labels, some bad; and the line of the first label."""
    text = TUTORIAL.read_text(encoding="utf-8")
    first = text.count("\n") + 2
    labels = [BAD[i][0] if i in BAD else f"{{at: [{i % 10}, {i // 10 % 8}], text: L{i}}}"
              for i in range(20_000)]
    return text + "labels:\n" + "".join(f"  - {label}\n" for label in labels), first


def test_each_bad_label_among_twenty_thousand_is_named_at_its_own_line():
    text, first = _mission()
    _, problems = scenario_from_text(text, "labels.yaml")
    for index, (_, words) in BAD.items():
        found = [p for p in problems if p.message.startswith(words)]
        assert len(found) == 1, (words, [str(p) for p in problems])
        assert found[0].line == first + index, (words, found[0].line)
    errors = [p for p in problems if p.severity == "error"]  # not the missing Italian
    assert len([p for p in errors if "label #" in p.message]) == len(BAD)


def test_twenty_thousand_plain_labels_are_checked_in_a_blink(monkeypatch):
    """Counted as work, not timed: jsonschema (0.7 s of CPU for 20,000 labels) is handed
    only the labels plain Python could not vouch for, the bad ones."""
    import engine.scenario.schema as schema

    text, _ = _mission()
    source = parse_yaml(text)
    handed: list[int] = []
    real = schema.check_with

    def counting(validator, src, filename, whole="the scenario", checked=None,
                 kept_labels=None):
        data = src.data if checked is None else checked
        handed.append(len(data.get("labels", [])))
        return real(validator, src, filename, whole, checked, kept_labels)

    monkeypatch.setattr(schema, "check_with", counting)
    problems, _ = schema_check(source, "labels.yaml")
    assert handed == [len(BAD)]
    assert len([p for p in problems if "label #" in p.message]) == len(BAD)
