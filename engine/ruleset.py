"""One interface for every ruleset (RULES.md B), and the registry that finds them.

A ruleset is one package under `engine/rulesets/` that builds a `Ruleset` record: its game
class, its semantic checks, its computer player, how a position is drawn as a scenario,
and (for rulesets whose sides set up pieces in zones) what the editor's palette and map
need. Everything outside a ruleset's own package asks this registry; nothing else tests a
ruleset's name, so a new ruleset is one new package plus one line in `BUILTIN` (or an
entry point in the `clumsy.rulesets` group, for a ruleset shipped in another package).

Registrations are "module:attribute" strings imported on first use, as entry points are:
the scenario layer can ask for a ruleset's checks without importing the rules it runs.
"""

from __future__ import annotations

import functools
import importlib
import random
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import field
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from engine.records import record
from engine.scenario.suggest import suggest

if TYPE_CHECKING:
    from engine.catalog import Catalog
    from engine.scenario.model import Scenario, Unit

Cell = tuple[int, int]
Action = dict[str, Any]
Event = dict[str, Any]

ENTRY_POINT_GROUP = "clumsy.rulesets"
# The rulesets this engine ships: name -> "module:attribute" of its `Ruleset` record.
BUILTIN: dict[str, str] = {
    "general-clumsy": "engine.rulesets.general_clumsy:RULESET",
    "stratego": "engine.rulesets.stratego:RULESET",
}
# A cell of a setup overlay that is water (a lake), not a side's zone.
WATER = "water"
# The scenario settings a ruleset may or may not read (`Ruleset.settings`).
SETTINGS = ("turn_system", "turn_options", "calendar", "rounds", "first_side",
            "victory.destroy_all", "victory.hold_points", "victory.objectives",
            "victory.on_last_round", "unit_stats")


@runtime_checkable
class GameAPI(Protocol):
    """The game API of DESIGN.md "Engine API", as every ruleset's game provides it; the
    editor, the command line and the tests call games only through it.

    `history`, `events` and `turn_info` are omniscient (every side's actions and units):
    for the editor, the all-seeing log and tests. What plays or shows a game for a side
    reads that side's channel instead (RULES.md A8, engine/rules/side_channel.py):
    `events_for(side, since)`, `history_for(side)`, `turn_info_for(side)`, `seen_units`,
    `visible_cells`, `known_mines` (and a ruleset's `view(side)`)."""

    ruleset: str
    seed: int
    history: list[Action]
    events: list[Event]

    @property
    def side(self) -> str: ...
    @property
    def sides(self) -> tuple[str, ...]: ...
    @property
    def round(self) -> int: ...
    @property
    def phase(self) -> str | None: ...
    @property
    def result(self) -> dict[str, Any] | None: ...
    @property
    def turn_info(self) -> dict[str, Any]: ...

    def events_for(self, side: str, since: int = 0) -> list[Event]: ...
    def history_for(self, side: str) -> list[Action]: ...
    def turn_info_for(self, side: str) -> dict[str, Any]: ...
    def unit(self, unit_id: str) -> Mapping[str, Any]: ...
    def units(self, side: str | None = None) -> Sequence[Mapping[str, Any]]: ...
    def seen_units(self, side: str) -> Sequence[Mapping[str, Any]]: ...
    def visible_cells(self, side: str) -> set[Cell]: ...
    def known_mines(self, side: str) -> set[Cell]: ...
    def reachable_cells(self, unit_id: str) -> Mapping[Cell, Any]: ...
    def legal_actions(self) -> list[Action]: ...
    def system_actions(self) -> list[Action]: ...
    def is_legal(self, action: Action) -> bool: ...
    def may_act(self, unit_id: str, kind: str = "move") -> bool: ...
    def apply(self, action: Action) -> list[Event]: ...
    def clone(self) -> GameAPI: ...


class Player(Protocol):
    """A computer player: the next action of the side to play, or a whole side-turn."""

    def choose_action(self, game: Any) -> Action: ...
    def play_turn(self, game: Any) -> list[Event]: ...


class PieceSetup(Protocol):
    """What the editor needs of a ruleset whose sides place a fixed set of pieces in
    deployment zones: the palette's pieces, the zones and lakes to draw, placement checks
    and a random legal deployment."""

    def pieces(self) -> dict[str, int]:
        """Piece type -> how many of it each side places, in palette order."""
        ...

    def symbols(self) -> dict[str, str]:
        """Piece type (hidden pieces included) -> the short text drawn on the piece."""
        ...

    def overlay(self, scenario: Scenario) -> dict[Cell, str]:
        """Cells to tint: a side's deployment zone (the side's id) or `WATER`."""
        ...

    def pieces_left(self, scenario: Scenario, side: str) -> dict[str, int]:
        """Per piece type, how many more the side may place (negative: too many)."""
        ...

    def placement_problem(self, scenario: Scenario, piece_type: str, side: str,
                          cell: Cell) -> str | None:
        """Why that piece may not be placed there, or None."""
        ...

    def random_deployment(self, scenario: Scenario, side: str,
                          rng: random.Random) -> list[Unit] | str:
        """The side's pieces, randomly and legally deployed in its zone; or a refusal."""
        ...

    def describe(self, unit: Mapping[str, Any]) -> str:
        """One line about a piece for the play-test window."""
        ...


@record(frozen=True)
class RulesetOption:
    """A switch of a ruleset a scenario may set (`ruleset_options`); the editor shows it
    with its title and help."""

    default: bool
    title: str
    help: str = ""


@record(frozen=True)
class Ruleset:
    """Everything the rest of the program needs of one ruleset."""

    name: str
    title: str
    # game(scenario, seed=0, catalog=None): a game in progress (GameAPI).
    game: Callable[..., GameAPI]
    # The ruleset's semantic checks, run after the checks every scenario shares, on the
    # engine.scenario.validation.SemanticChecker that ran those (Any here: the scenario
    # layer imports this registry, not the reverse).
    check: Callable[[Any], None]
    # player(seed, config=None): the computer player.
    player: Callable[..., Player]
    # snapshot(game, base, viewer): the position as a scenario, as `viewer` knows it.
    snapshot: Callable[[Any, Scenario, str | None], Scenario]
    # The turn systems (RULES.md B) its scenarios may choose; empty: the ruleset has a turn
    # order of its own and ignores `turn_system`.
    turn_systems: Callable[[], Collection[str]] = tuple
    # For rulesets whose sides set up pieces in zones; None: units from the catalog.
    setup: PieceSetup | None = None
    # What a scenario switched to this ruleset starts from (the editor's Scenario dock),
    # read from engine/data: top-level scenario keys (`rounds`, `turn_system`, `calendar`)
    # and `map` as {grid, width, height, rows} for a ruleset with a board of its own.
    defaults: Mapping[str, Any] = field(default_factory=dict)
    # The scenario settings it reads (SETTINGS names); None: every one of them. The editor
    # hides the others.
    settings: Collection[str] | None = None
    # Its own switches a scenario may set under `ruleset_options`, by name.
    options: Mapping[str, RulesetOption] = field(default_factory=dict)
    # Scripted styles of its own for the balance lab's probes, name -> player(seed,
    # config=None), for a ruleset the shared scripts (engine/ai/scripts.py) do not play.
    scripts: Mapping[str, Callable[..., Player]] = field(default_factory=dict)

    def uses(self, setting: str) -> bool:
        """Whether the ruleset reads that scenario setting (one of SETTINGS)."""
        return self.settings is None or setting in self.settings

    def option(self, scenario: Scenario, name: str) -> bool:
        """The scenario's value of one of the ruleset's options (its default if unset)."""
        return option_value(self.options, scenario, name)


def option_value(options: Mapping[str, RulesetOption], scenario: Scenario, name: str) -> bool:
    """The scenario's `ruleset_options` value of the option `name`, else its default."""
    chosen = (scenario.ruleset_options or {}).get(name)
    return options[name].default if chosen is None else bool(chosen)


class UnknownRuleset(ValueError):
    """A ruleset name no registration provides."""


def _load(reference: str) -> Ruleset:
    module, _, attribute = reference.partition(":")
    found = getattr(importlib.import_module(module), attribute)
    if not isinstance(found, Ruleset):
        raise TypeError(f"{reference} is not a Ruleset")
    return found


@functools.lru_cache(maxsize=1)
def _references() -> dict[str, str]:
    from importlib.metadata import entry_points  # only when a name is not a shipped one

    found = dict(BUILTIN)
    for ep in entry_points(group=ENTRY_POINT_GROUP):
        found.setdefault(ep.name, ep.value)
    return found


def ruleset_names() -> list[str]:
    """Every registered ruleset's name, the shipped ones first."""
    return list(_references())


@functools.cache
def ruleset_named(name: str | None) -> Ruleset:
    """The registered ruleset of that name (None: the scenario default)."""
    if name is None:
        from engine.scenario.defaults import scenario_defaults

        name = scenario_defaults().ruleset
    references = BUILTIN if name in BUILTIN else _references()  # shipped names come first
    if name not in references:
        raise UnknownRuleset(f"unknown ruleset '{name}'; " + suggest(name, references))
    ruleset = _load(references[name])
    if ruleset.name != name:
        raise TypeError(f"the ruleset registered as '{name}' calls itself '{ruleset.name}'")
    return ruleset


def available_rulesets() -> dict[str, Ruleset]:
    return {name: ruleset_named(name) for name in ruleset_names()}


def ruleset_of(thing: Any) -> Ruleset:
    """The ruleset of a scenario or of a game."""
    return ruleset_named(getattr(thing, "ruleset", None))


def new_game(scenario: Scenario, seed: int = 0, catalog: Catalog | None = None) -> GameAPI:
    """A game of the scenario under its own ruleset (DESIGN.md "Engine API": `Game`)."""
    return ruleset_of(scenario).game(scenario, seed=seed, catalog=catalog)


def computer_player(game: Any, seed: int = 0,
                    config: Mapping[str, Any] | None = None) -> Player:
    """The ruleset's computer player for a game (or a scenario)."""
    return ruleset_of(game).player(seed, config)


def snapshot(game: Any, base: Scenario, viewer: str | None = None) -> Scenario:
    """`base` with the game's position now, as `viewer` knows it (None: everything)."""
    return ruleset_of(game).snapshot(game, base, viewer)

