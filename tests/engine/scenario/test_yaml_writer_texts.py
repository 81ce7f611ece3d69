"""Every text the editor may be given reads back the same from the file it writes
(engine/scenario/yaml_writer.py): a side named `'` was written plain, `name: '`, a file
that was no longer YAML; YAML's own line breaks (NEL, LS, PS) and unprintable characters
were written raw, and folded or refused on reading."""

from __future__ import annotations

import subprocess
import sys

from hypothesis import given, settings
from hypothesis import strategies as st

from conftest import ROOT, SCENARIOS
from engine.scenario.yaml_source import parse_yaml
from engine.scenario.yaml_writer import block_string, flow, scalar

SPECIAL = "aZ09_ ./()'!?-:#\"{}[]&*|>%@`,\\\t\né\x85\u2028\u2029\x7f\x9f\ufeff\U0001F600"
TEXTS = st.text(alphabet=st.sampled_from(SPECIAL), max_size=12)


def _read(text: str):
    return parse_yaml(text).data["k"]


@settings(max_examples=200, deadline=None, derandomize=True, database=None)
@given(TEXTS)
def test_a_text_reads_back_the_same_in_flow_in_a_block_and_as_lines(text):
    assert _read("k: {k: " + scalar(text) + "}\n")["k"] == text
    if "\n" not in text:
        assert _read("k: " + scalar(text, flow=False) + "\n") == text
    assert _read("\n".join(block_string("k", text, 0)) + "\n") == text


@settings(max_examples=200, deadline=None, derandomize=True, database=None)
@given(TEXTS)
def test_a_text_reads_back_the_same_as_a_key_of_a_flow_mapping(text):
    """A mapping's keys are texts a designer types too (a mission variable's name: the
    editor fuzzer named one `"q"`, written `{"q": 0}`, read back `q`)."""
    assert _read("k: " + flow({text: 0, "b": [text]}) + "\n") == {text: 0, "b": [text]}


def test_the_texts_that_were_written_wrong():
    for text in ("'", "!", "?", "!x", "'quoted'", "0:\t0", "a\u2028b", "a\x85b", "\x7f"):
        assert _read("k: {k: " + scalar(text) + "}\n")["k"] == text, text
        assert _read("\n".join(block_string("k", text, 0)) + "\n") == text, text
    for text in ("\n", "\tindented\nlines", "\n  second starts the block\nthird"):
        assert _read("\n".join(block_string("k", text, 0)) + "\n") == text, text
    assert scalar("Harrow's ford") == "Harrow's ford"  # plain where it reads back the same


def test_the_patterns_are_compiled_at_the_first_text_written_not_as_the_module_loads():
    """A game reads its scenario and writes no YAML: the writer's patterns (about 3 ms of
    compiling, most of them the unprintable characters' class) wait for a text written."""
    code = ("import re\nfrom engine.scenario.io import read_scenario\n"
            "from engine.scenario import yaml_writer\n"
            f"read_scenario({str(SCENARIOS / 'tutorial.yaml')!r})\n"
            "print(yaml_writer._patterns.cache_info().currsize)\n"
            "print(yaml_writer.scalar('a: b'), yaml_writer._patterns.cache_info().currsize)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=120, cwd=ROOT, check=True).stdout.splitlines()
    assert out == ["0", '"a: b" 1']
