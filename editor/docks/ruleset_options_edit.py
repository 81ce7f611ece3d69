"""The scenario's `ruleset_options`: one check box per option the scenario's ruleset
declares (`engine.ruleset.Ruleset.options`, e.g. Stratego's spy_beats_marshal), titled
and explained by the ruleset itself. Each toggle hands a new plain dict to `changed` (an
undo command keeps the old one, so it is never changed in place); an option at its
default is left out, and no options at all is None."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtWidgets import QCheckBox, QVBoxLayout, QWidget

from engine.ruleset import Ruleset, RulesetOption, option_value
from engine.scenario.model import Scenario

Options = dict[str, bool] | None


def with_option(options: Mapping[str, bool] | None, declared: Mapping[str, RulesetOption],
                name: str, value: bool) -> Options:
    """The options with `name` set to `value`; options at their defaults are left out."""
    out = {**(options or {}), name: value}
    tidy = {k: v for k, v in out.items() if k not in declared or v != declared[k].default}
    return tidy or None


class RulesetOptionsEdit(QWidget):
    """The check boxes of the current ruleset's options; empty when it has none."""

    def __init__(self, changed: Callable[[Options], None]) -> None:
        super().__init__()
        self._changed = changed
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._boxes: dict[str, QCheckBox] = {}
        self._declared: Mapping[str, RulesetOption] = {}
        self._scenario: Scenario | None = None

    def show_scenario(self, scenario: Scenario, rules: Ruleset | None) -> bool:
        """Show the scenario's values; False when its ruleset has no options."""
        declared = rules.options if rules is not None else {}
        if dict(declared) != dict(self._declared):
            for box in self._boxes.values():
                box.deleteLater()
            self._boxes = {}
            for name, option in declared.items():
                box = QCheckBox(option.title)
                box.setToolTip(option.help)
                box.toggled.connect(lambda on, n=name: self._toggled(n, on))
                self._layout.addWidget(box)
                self._boxes[name] = box
            self._declared = declared
        self._scenario = scenario
        for name, box in self._boxes.items():
            box.blockSignals(True)
            box.setChecked(option_value(declared, scenario, name))
            box.blockSignals(False)
        return bool(declared)

    def _toggled(self, name: str, on: bool) -> None:
        if self._scenario is not None:
            self._changed(with_option(self._scenario.ruleset_options, self._declared,
                                      name, on))
