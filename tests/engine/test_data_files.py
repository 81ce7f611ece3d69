"""Every data file of engine/data goes through the catalog's one typed loader: the shipped
files load, and a wrong key or a value of the wrong type is refused with a CatalogError
naming the file and the key (never a KeyError or a traceback from deep inside)."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import yaml

from engine.ai.config import default_ai_config, load_ai_data
from engine.balance.stats import balance_numbers
from engine.campaign.play import campaign_numbers
from engine.catalog import DATA_DIR, CatalogError, load_catalog
from engine.rules.play_rules import play_rules
from engine.rulesets.stratego.game import load_stratego_rules, stratego_rules
from engine.scenario.defaults import load_scenario_defaults, scenario_defaults
from engine.turns.data import turn_numbers, turn_systems_data

Loader = Callable[[Path], object]


def _data_copy(tmp_path: Path) -> Path:
    target = tmp_path / "data"
    shutil.copytree(DATA_DIR, target)
    return target


def _edit(directory: Path, name: str, change: Callable[[Any], object]) -> None:
    path = directory / name
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")


LOADERS: list[tuple[str, Loader, Callable[[], object]]] = [
    ("rules.yaml", lambda d: load_catalog(d).rules, lambda: load_catalog().rules),
    ("play.yaml", play_rules, play_rules),
    ("balance.yaml", balance_numbers, balance_numbers),
    ("ai.yaml", lambda d: load_ai_data(d).config, default_ai_config),
    ("turn_systems.yaml", turn_systems_data, turn_systems_data),
    ("scenario_defaults.yaml", load_scenario_defaults, scenario_defaults),
    ("stratego.yaml", load_stratego_rules, stratego_rules),
    ("campaign.yaml", campaign_numbers, campaign_numbers),
]


@pytest.mark.parametrize(("name", "load", "shipped"), LOADERS, ids=[n for n, _, _ in LOADERS])
def test_a_copy_of_the_shipped_file_loads_the_same(tmp_path: Path, name: str, load: Loader,
                                                   shipped: Callable[[], object]) -> None:
    assert load(_data_copy(tmp_path)) == shipped()


BROKEN: list[tuple[str, Loader, Callable[[Any], object], str]] = [
    ("rules.yaml", load_catalog, lambda d: d.update(mine_damage="three"),
     "rules.yaml: field 'mine_damage' must be a whole number, got 'three'"),
    ("balance.yaml", balance_numbers, lambda d: d.update(game_retries="twice"),
     "balance.yaml: field 'game_retries' must be a whole number, got 'twice'"),
    ("play.yaml", play_rules, lambda d: d.update(aura_shot=2),
     "play.yaml: unknown field 'aura_shot'"),
    ("play.yaml", play_rules, lambda d: d.update(order_reach=1.5),
     "play.yaml: field 'order_reach' must be a whole number, got 1.5"),
    ("play.yaml", play_rules, lambda d: d.pop("depot_reach"),
     "play.yaml: missing field 'depot_reach'"),
    ("ai.yaml", load_ai_data, lambda d: d.update(noise="high"),
     "ai.yaml: field 'noise' must be a number, got 'high'"),
    ("ai.yaml", load_ai_data, lambda d: d["turn_systems"]["phased"].update(threat_move=1),
     "ai.yaml: turn_systems: phased: unknown field 'threat_move'"),
    ("ai.yaml", load_ai_data, lambda d: d.update(turn_systems=[1]),
     "ai.yaml: field 'turn_systems' must map turn systems to numbers"),
    ("turn_systems.yaml", turn_systems_data, lambda d: d["orders"]["ram_damage"].update(huge=9),
     "turn_systems.yaml: field 'orders': field 'ram_damage' key: 'huge' is not one of"),
    ("turn_systems.yaml", turn_systems_data, lambda d: d["activation"].update(cohesion_die="d10"),
     "turn_systems.yaml: field 'activation': field 'cohesion_die' must be a whole number"),
    ("turn_systems.yaml", turn_systems_data,  # removed (issue 31, rule 31.5)
     lambda d: d["orders"].update(initiative_by_size={"large": 1}),
     "turn_systems.yaml: field 'orders': unknown field 'initiative_by_size'"),
    ("turn_systems.yaml", turn_systems_data, lambda d: d.pop("phased"),
     "turn_systems.yaml: missing field 'phased'"),
    ("turn_systems.yaml", turn_systems_data, lambda d: d["orders"].update(default_order="wait"),
     "turn_systems.yaml: field 'orders': field 'default_order': 'wait' is not one of"),
    ("scenario_defaults.yaml", load_scenario_defaults,
     lambda d: d["calendar"].update(season="monsoon"),
     "scenario_defaults.yaml: field 'calendar': field 'season': 'monsoon' is not one of"),
    ("scenario_defaults.yaml", load_scenario_defaults, lambda d: d.update(grid="hexagon"),
     "scenario_defaults.yaml: field 'grid': 'hexagon' is not one of hex, square"),
    ("scenario_defaults.yaml", load_scenario_defaults,
     lambda d: d["calendar"].update(start_hour=25),
     "scenario_defaults.yaml: field 'calendar': start_hour 25 must be an hour 0-23"),
    ("stratego.yaml", load_stratego_rules, lambda d: d["pieces"]["spy"].update(rank="one"),
     "stratego.yaml: field 'pieces' entry 'spy': field 'rank' must be a whole number"),
    ("stratego.yaml", load_stratego_rules, lambda d: d["pieces"]["spy"].update(id="mole"),
     "stratego.yaml: field 'pieces' entry 'spy': id 'mole' differs from its key"),
    ("stratego.yaml", load_stratego_rules, lambda d: d["board"].update(lakes=[[20, 4]]),
     "stratego.yaml: field 'board': lakes [(20, 4)] lie off the board"),
    ("stratego.yaml", load_stratego_rules, lambda d: d["zones"].pop("second"),
     "stratego.yaml: field 'zones' lacks second"),
]


@pytest.mark.parametrize(("name", "load", "change", "message"), BROKEN,
                         ids=[f"{n}-{m.split(': ', 1)[1][:40]}" for n, _, _, m in BROKEN])
def test_a_wrong_key_or_type_names_the_file_and_the_key(
        tmp_path: Path, name: str, load: Loader, change: Callable[[Any], object],
        message: str) -> None:
    directory = _data_copy(tmp_path)
    _edit(directory, name, change)
    with pytest.raises(CatalogError) as error:
        load(directory)
    assert str(error.value).startswith(message), str(error.value)


@pytest.mark.parametrize(("name", "load"), [(n, f) for n, f, _ in LOADERS],
                         ids=[n for n, _, _ in LOADERS])
def test_a_missing_or_unreadable_file_is_named(tmp_path: Path, name: str, load: Loader) -> None:
    directory = _data_copy(tmp_path)
    (directory / name).unlink()
    with pytest.raises(CatalogError, match=rf"^{name}: file not found"):
        load(directory)
    (directory / name).write_text("a: [1\n", encoding="utf-8")
    with pytest.raises(CatalogError, match=rf"^{name}: line \d+, column \d+: not valid YAML"):
        load(directory)


def test_turn_numbers_are_read_only_and_only_for_systems_with_numbers() -> None:
    numbers = turn_numbers("orders")
    assert numbers["ram_damage"]["large"] == 6 and "hold" in numbers["orders"]
    with pytest.raises(TypeError):
        numbers["intercept_on"] = 6  # type: ignore[index]
    with pytest.raises(ValueError, match="no section for turn system 'sides'"):
        turn_numbers("sides")


def test_ai_overrides_are_checked_like_the_file() -> None:
    config = load_ai_data().config
    assert config.with_overrides({"noise": 1}).noise == 1.0
    with pytest.raises(CatalogError, match="AI config overrides: field 'hold_radius' must be "
                                           "a whole number"):
        config.with_overrides({"hold_radius": 2.5})
