"""Heat layers over the games of a balance run (engine.balance.heatmap): deaths, shots fired
from and landed, victory points held by side, cells where moves ended, from the events;
and `clumsy balance --heatmap` drawing them over the map."""

from __future__ import annotations

from conftest import SCENARIOS
from engine.balance.heatmap import add_heat, game_heat, layer_names
from engine.cli.main import main
from engine.scenario.io import load_scenario

TUTORIAL = SCENARIOS / "tutorial.yaml"


def test_A12_layers_count_deaths_shots_moves_and_vp_side_turns_by_side():
    scenario = load_scenario(TUTORIAL)
    vp = next(f for f in scenario.features if f.kind == "victory_point")
    owner = vp.owner
    red = next(u.id for u in scenario.units if u.side == "red")
    blue = next(u.id for u in scenario.units if u.side == "blue")
    events = [
        {"type": "turn_started", "side": "blue", "round": 1},
        {"type": "moved", "unit": blue, "path": [[1, 3], [2, 3], [3, 4]]},
        {"type": "fired", "unit": blue, "from": [3, 4], "target": [5, 4]},
        {"type": "destroyed", "unit": red, "at": [5, 4]},
        {"type": "captured", "vp": vp.id, "side": "blue", "unit": blue, "at": list(vp.at)},
        {"type": "turn_started", "side": "red", "round": 1},
        {"type": "turn_started", "side": "blue", "round": 2},
        {"type": "destroyed", "unit": "a_piece_the_scenario_lacks", "at": [0, 0]},
    ]
    heat = game_heat(scenario, events, {"a_piece_the_scenario_lacks": "red"})
    assert heat["moves_ended:blue"] == {(3, 4): 1}
    assert heat["fired_from:blue"] == {(3, 4): 1} and heat["landed:blue"] == {(5, 4): 1}
    assert heat["deaths:red"] == {(5, 4): 1, (0, 0): 1}
    assert heat["vp_held:blue"] == {vp.at: 2}
    if owner is not None and owner != "blue":
        assert heat[f"vp_held:{owner}"] == {vp.at: 1}
    total = add_heat(add_heat({}, heat), heat)
    assert total["deaths:red"] == {(5, 4): 2, (0, 0): 2}
    names = layer_names(total, ["red", "blue"])  # kinds in order, then sides in file order
    assert names[0] == "deaths:red" and names[-1] == "moves_ended:blue"
    assert names.index("fired_from:blue") < names.index("landed:blue") < names.index("vp_held:blue")


def test_clumsy_balance_heatmap_draws_a_png(tmp_path, capsys):
    out = tmp_path / "heat.png"
    assert main(["balance", str(TUTORIAL), "--games", "2", "--jobs", "1",
                 "--heatmap", str(out)]) == 0
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert f"heatmap: {out}" in capsys.readouterr().out
    assert main(["balance", str(TUTORIAL), "--games", "1", "--jobs", "1",
                 "--heatmap", str(tmp_path / "no" / "such" / "dir.png")]) == 2
    err = capsys.readouterr().err
    assert "cannot write the chart" in err and "Traceback" not in err
