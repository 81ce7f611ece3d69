"""Random play in the real play-test window (editor/playtest): clicks on units and cells,
legal moves and shots picked from the engine's list, End turn, the reveal switch, the
window's buttons and boxes, restarts; hot-seat (every side human, the board handed over)
or against the AI. Any exception, or an AI turn that never ends, is a failure.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/fuzz_playtest.py \\
        [--mission scenarios/tutorial.yaml ...] [--seeds 1-2] [--steps 150]

At stop 46: six missions under four turn systems and Stratego, 24 runs of 150 steps, no
finding.
"""

from __future__ import annotations

import os
import random
import sys
import traceback
from pathlib import Path
from typing import TYPE_CHECKING

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtWidgets import QAbstractButton, QApplication, QComboBox  # noqa: E402

from benchmarks.fuzz_editor import (  # noqa: E402
    FINDINGS,
    failed_at,
    mission_arguments,
    seeds,
    settled_step,
    start_app,
)

if TYPE_CHECKING:
    from editor.playtest.window import PlaytestWindow
    from engine.grid import Cell

AI_WAITS = 50  # waits of 2 s with no AI action before its side-turn counts as never ending


def fuzz(app: QApplication, mission: Path, seed: int, steps: int, hot_seat: bool) -> bool:
    from editor.playtest.window import PlaytestWindow
    from engine.scenario.io import load_scenario

    rng = random.Random(seed)
    scenario = load_scenario(mission)
    first = scenario.sides[0].id
    controllers = {s.id: "human" if hot_seat or s.id == first else "ai" for s in scenario.sides}
    FINDINGS.clear()
    win = PlaytestWindow(scenario, seed=seed, controllers=controllers, ai_delay_ms=0)
    win.resize(1200, 800)
    win.show()
    rows = scenario.map.rows
    cells = [(c, r) for r in range(len(rows)) for c in range(len(rows[0]))]
    log: list[tuple[object, ...]] = []
    for number in range(steps):
        try:
            step(win, rng, cells, log)
            if win.closed:  # "Back to editing": the play-test is over, and so is this run
                return True
            if "human" not in win.controllers.values():  # a box made every side the AI's
                win.set_controller(first, "human")
            if not ai_turns_end(app, win):
                FINDINGS.append("an AI side-turn did not end")
        except Exception:  # noqa: BLE001 - every exception is the finding
            FINDINGS.append(traceback.format_exc())
        settled_step(app, lambda: None)
        if failed_at(number, log):
            win.close()
            return False
    win.close()
    return True


def step(win: PlaytestWindow, rng: random.Random, cells: list[Cell],
         log: list[tuple[object, ...]]) -> None:
    game = win.game
    if game.result is not None:
        log.append(("restart",))
        win.restart(rng.randrange(1000))
        return
    if win.board_hidden():
        log.append(("hand over",))
        win.confirm_handover()
        return
    roll = rng.random()
    if roll < 0.45 and win.is_human_turn():
        legal = [a for a in game.legal_actions() if "unit" in a]
        unit = game.unit(rng.choice(legal)["unit"]) if legal else None
        action = None
        if unit and unit.get("at"):
            action = rng.choice([a for a in legal if a["unit"] == unit["id"]])
            log.append(("click unit", unit["id"]))
            win.cell_clicked(tuple(unit["at"]))
        target = action and (action.get("to") or action.get("at"))
        if isinstance(target, list) and len(target) == 2:
            log.append(("click", target))
            win.cell_clicked(tuple(target))
    elif roll < 0.6:
        cell = rng.choice(cells)
        log.append(("click", cell))
        win.cell_clicked(cell)
    elif roll < 0.7:
        log.append(("end turn",))
        win.user_end_turn()
    elif roll < 0.75:
        log.append(("reveal",))
        win.set_reveal(rng.random() < 0.5)
    elif roll < 0.8:
        cell = rng.choice(cells)
        log.append(("hover", cell))
        win.hover_text(cell)
    elif roll < 0.9:
        buttons = [b for b in win.findChildren(QAbstractButton) if b.isEnabled() and b.isVisible()]
        if buttons:
            button = rng.choice(buttons)
            log.append(("button", button.text() or button.objectName()))
            button.click()
    else:
        boxes = [b for b in win.findChildren(QComboBox)
                 if b.isEnabled() and b.isVisible() and b.count()]
        if boxes:
            box = rng.choice(boxes)
            index = rng.randrange(box.count())
            log.append(("box", box.objectName(), index))
            box.setCurrentIndex(index)


def ai_turns_end(app: QApplication, win: PlaytestWindow) -> bool:
    """The AI's side-turns end: it never goes AI_WAITS waits without an action (a slow
    pace shows a 128x128 mission's 85 actions in over 100 s: progress, not a hang)."""
    idle, done = 0, len(win.game.history)
    while idle < AI_WAITS:
        if win.is_human_turn() or win.game.result is not None:
            return True
        if win.waiting_step:  # the window's Step mode: the player presses Step
            win.step()
        win.wait_for_ai(2000)
        app.processEvents()
        idle = 0 if len(win.game.history) > done else idle + 1
        done = len(win.game.history)
    return win.is_human_turn() or win.game.result is not None


def main(argv: list[str] | None = None) -> int:
    args = mission_arguments(__doc__, ["tutorial.yaml", "stratego_classic.yaml"], "1-2",
                             150).parse_args(argv)
    app = start_app()
    failed = 0
    for mission in args.mission:
        for seed in seeds(args.seeds):
            for hot_seat in (True, False):
                ok = fuzz(app, mission.resolve(), seed, args.steps, hot_seat)
                failed += not ok
                print(f"{'ok' if ok else 'FAILED'}: {mission.name} seed {seed}, "
                      f"{'hot-seat' if hot_seat else 'against the AI'}", flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
