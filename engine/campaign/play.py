"""A campaign played through, every side by the AI (DESIGN.md, "Campaign file";
`clumsy play CAMPAIGN.yaml`).

From the start mission on, each mission is played by the balance library's game loop
(`engine.balance.game.play_game`) with the units carried into it; its result picks the
next mission by `next` (the winner's side, or `draw`; a game the round cap stopped counts
as a draw), and its `carry` takes units out of the end of the game for it. The campaign
ends at `end`, at an outcome with no next mission, or after `max_steps` missions
(engine/data/campaign.yaml; then it is unfinished). The games of step `i` are seeded
`seed * seed_stride + i`, so a campaign depends only on its seed.
"""

from __future__ import annotations

import copy
import functools
from collections.abc import Callable, Mapping
from dataclasses import field
from pathlib import Path
from typing import Any

from engine import GameAPI
from engine.balance.game import Difficulty, play_game
from engine.campaign.carry import carried_units, enter_mission, mission_unit_ids
from engine.campaign.io import LoadedCampaign
from engine.campaign.model import DRAW, END, CampaignMission
from engine.campaign.variables import values_after_mission, values_for_mission
from engine.data_files import load_record
from engine.records import record
from engine.scenario.model import Scenario, Unit


@record(frozen=True)
class CampaignNumbers:
    """engine/data/campaign.yaml."""

    max_steps: int
    seed_stride: int

    def __post_init__(self) -> None:
        if self.max_steps < 1 or self.seed_stride < 1:
            raise ValueError("max_steps and seed_stride must be >= 1")


@functools.lru_cache(maxsize=1)
def _shipped() -> CampaignNumbers:
    return load_record(CampaignNumbers, "campaign.yaml")


def campaign_numbers(directory: Path | None = None) -> CampaignNumbers:
    return _shipped() if directory is None else load_record(CampaignNumbers, "campaign.yaml",
                                                            directory)


@record
class CampaignStep:
    """One mission of a campaign played: its result and the units that came and went."""

    mission: str
    file: str
    seed: int
    outcome: str  # win, draw or unfinished
    winner: str | None  # the mission side that won
    side: str | None  # the campaign side that plays the winner (None: a draw, or no one's)
    reason: str
    rounds: int
    next: str  # the next mission's id, or end
    carried_in: dict[str, str | None] = field(default_factory=dict)  # campaign id -> mission id
    carried_out: dict[str, list[str]] = field(default_factory=dict)  # campaign side -> ids

    def to_json(self) -> dict[str, Any]:
        return {"mission": self.mission, "file": self.file, "seed": self.seed,
                "outcome": self.outcome, "winner": self.winner, "side": self.side,
                "reason": self.reason, "rounds": self.rounds, "next": self.next,
                "carried_in": dict(self.carried_in), "carried_out": dict(self.carried_out)}


@record
class CampaignResult:
    name: str
    seed: int
    steps: list[CampaignStep] = field(default_factory=list)
    finished: bool = True  # False: stopped after max_steps missions
    variables: dict[str, Any] = field(default_factory=dict)

    @property
    def path(self) -> list[str]:
        return [s.mission for s in self.steps]

    @property
    def final(self) -> str:
        """How it ended: the campaign side that won the last mission (its mission side when
        no campaign side plays it), `draw`, or `unfinished` (the last mission was cut short
        by the round cap, or the campaign by `max_steps`)."""
        if not self.finished or not self.steps:
            return "unfinished"
        last = self.steps[-1]
        if last.outcome == "win":
            return last.side or last.winner or DRAW
        return DRAW if last.outcome == "draw" else "unfinished"

    def to_json(self) -> dict[str, Any]:
        return {"campaign": self.name, "seed": self.seed, "path": self.path,
                "final": self.final, "finished": self.finished,
                "variables": dict(self.variables),
                "steps": [s.to_json() for s in self.steps]}


def game_variables(game: GameAPI) -> Mapping[str, Any]:
    """The variables a mission ended with: a game that keeps mission variables exposes
    them as `variables` (issue 34, section 2); a game without them has none."""
    found = getattr(game, "variables", None)
    return found if isinstance(found, Mapping) else {}


def with_variables(scenario: Scenario, values: Mapping[str, Any]) -> Scenario:
    """The scenario starting with the campaign's variables, for a scenario that has
    `variables` (a mission without them is played as it is)."""
    if not hasattr(scenario, "variables"):
        return scenario
    started = copy.copy(scenario)  # the loaded mission stays as it was for the next play
    started.variables = values_for_mission(values, scenario.variables)  # type: ignore[attr-defined]
    return started


Listener = Callable[[CampaignStep], None]


def play_campaign(loaded: LoadedCampaign, seed: int = 0, max_rounds: int | None = None,
                  difficulty: Difficulty = None, on_step: Listener | None = None,
                  variables_of: Callable[[GameAPI], Mapping[str, Any]] = game_variables
                  ) -> CampaignResult:
    """Play the campaign from its start to its end, every side by the AI."""
    numbers = campaign_numbers()
    campaign = loaded.campaign
    result = CampaignResult(campaign.name, seed, variables=dict(campaign.variables or {}))
    current = campaign.start
    carried: dict[str, list[Unit]] = {}  # campaign side -> units with campaign ids
    for step in range(numbers.max_steps):
        mission = campaign.mission(current)
        base = loaded.scenarios[current]
        mapping = mission.side_map(campaign.sides, [s.id for s in base.sides])
        scenario, aliases, carried_in = _enter(mission, base, mapping, carried)
        scenario = with_variables(scenario, result.variables)
        game_seed = seed * numbers.seed_stride + step
        game, summary = play_game(scenario, game_seed, max_rounds,
                                  difficulty=mission_difficulty(difficulty, mapping))
        winner = summary["winner"]
        key = mission.outcome_key(winner, mapping)
        target = mission.next.get(key, END) if key is not None else END
        side = next((c for c, m in mapping.items() if m == winner), None) if winner else None
        record = CampaignStep(mission.id, mission.file, game_seed, summary["outcome"], winner,
                              side, summary["reason"], summary["rounds"], target, carried_in)
        result.variables = values_after_mission(result.variables, variables_of(game))
        carried = {}
        if target != END:
            carried = _carry_out(mission, scenario, game, mapping, aliases)
            record.carried_out = {s: [u.id for u in units] for s, units in carried.items()}
        result.steps.append(record)
        if on_step is not None:
            on_step(record)
        if target == END:
            return result
        current = target
    result.finished = False
    return result


def mission_difficulty(difficulty: Difficulty, mapping: Mapping[str, str]) -> Difficulty:
    """The AI's level per mission side: `difficulty` names campaign sides (or a mission's
    own side ids), so `marches=hard` plays whichever side marches plays at hard."""
    if difficulty is None or isinstance(difficulty, str):
        return difficulty
    levels = {side: level for side, level in difficulty.items() if side not in mapping}
    levels.update({mapping[side]: level for side, level in difficulty.items() if side in mapping})
    return levels


def _enter(mission: CampaignMission, base: Scenario, mapping: dict[str, str],
           carried: dict[str, list[Unit]]
           ) -> tuple[Scenario, dict[str, str], dict[str, str | None]]:
    """The mission with the carried units in it; mission id -> campaign id of each unit
    placed; campaign id -> the id it has in the mission (None: it found no room)."""
    arrivals = []
    for side, units in carried.items():
        played = mapping.get(side)
        if played is None or not units:
            continue
        area = mission.arrives.area_of(side) if mission.arrives is not None else None
        arrivals.append((played, area, units))
    if not arrivals:
        return base, {}, {}
    entry = enter_mission(base, arrivals)
    aliases: dict[str, str] = {}
    carried_in: dict[str, str | None] = {}
    for _, _, units in arrivals:
        for unit in units:
            new = entry.renamed.get(unit.id, unit.id)
            placed = new in entry.placed and all(u.id != new for u in entry.unplaced)
            carried_in[unit.id] = new if placed else None
            if placed:
                aliases[new] = unit.id
    return entry.scenario, aliases, carried_in


def _carry_out(mission: CampaignMission, scenario: Scenario, game: GameAPI,
               mapping: dict[str, str], aliases: dict[str, str]) -> dict[str, list[Unit]]:
    views = unit_views(game, scenario)
    withdrawn = [str(e["unit"]) for e in game.events if e.get("type") == "withdrawn"]
    out: dict[str, list[Unit]] = {}
    for carry in mission.carry:
        played = mapping.get(carry.side)
        if played is None:
            continue
        out.setdefault(carry.side, []).extend(
            carried_units(views, carry, played, withdrawn, aliases))
    return out


def unit_views(game: GameAPI, scenario: Scenario) -> list[dict[str, Any]]:
    """Every unit of the game at its end, the destroyed too, in scenario order."""
    ids = [u.id for u in scenario.units] + sorted(mission_unit_ids(scenario)
                                                  - {u.id for u in scenario.units})
    known = set(ids)
    ids += [u["id"] for u in game.units() if u["id"] not in known]
    views = []
    for uid in ids:
        try:
            views.append(dict(game.unit(uid)))
        except KeyError:  # a reinforcement that never came
            continue
    return views
