"""Campaign variables (DESIGN.md, "Campaign file": `variables:`): values the campaign keeps
from mission to mission.

The campaign owns them: it starts them from its file, hands them to each mission it
plays and takes back the values the mission ended with. A mission reads and writes
variables through its own mission logic (issue 34, section 2: `set_var`, `add_var`,
`score` actions and the `var` trigger, each naming its variable by `name`, `score` by
`var`); this module is
the whole of the link, three small functions the mission side calls:

- `variable_names(mission_data)`: the names a mission's file sets and reads, found in its
  events and event cards as `{set_var|add_var: {name: N, ...}}`, `{score: {var: N, ...}}` and
  `{var: {name: N}}`,
  so validation can warn of a campaign variable no mission sets or reads;
- `values_for_mission(campaign, declared)`: the values a mission starts with: its own
  `variables:` (declared) and every campaign variable, the campaign's value winning;
- `values_after_mission(campaign, final)`: the campaign's variables once a mission ended
  with `final` (its variables at the end): each campaign variable takes the mission's value
  of the same name, the others stay as they were.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

SETTERS = {"set_var": "name", "add_var": "name", "score": "var"}  # action -> its name key
READERS = {"var": "name"}


def variable_names(mission_data: Any) -> tuple[set[str], set[str]]:
    """(names set, names read) in a mission file's plain data, walked without recursion."""
    set_names: set[str] = set()
    read_names: set[str] = set()
    stack = [mission_data]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            for key, value in node.items():
                if isinstance(value, dict) and isinstance(key, str):
                    if isinstance(value.get(SETTERS.get(key, "")), str):
                        set_names.add(value[SETTERS[key]])
                    elif isinstance(value.get(READERS.get(key, "")), str):
                        read_names.add(value[READERS[key]])
                stack.append(value)
        elif isinstance(node, list):
            stack.extend(node)
    return set_names, read_names


def values_for_mission(campaign: Mapping[str, Any], declared: Mapping[str, Any] | None
                       ) -> dict[str, Any]:
    """A mission's starting variables: its own and the campaign's (the campaign's value
    where both name one)."""
    return {**dict(declared or {}), **dict(campaign)}


def values_after_mission(campaign: Mapping[str, Any], final: Mapping[str, Any]) -> dict[str, Any]:
    """The campaign's variables after a mission that ended with `final`."""
    return {k: final.get(k, v) for k, v in campaign.items()}
