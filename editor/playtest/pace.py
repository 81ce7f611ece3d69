"""How fast the play-test shows a turn: the AI's moves step along their paths and its
shots flash from shooter to target, at the speed the player picks (remembered), or one
action at a time when the player steps through.

Everything shown comes from the events the engine returned for an action (RULES.md A5
moves, A6 fire, A7 damage), drawn only on cells the viewer sees (A8): the engine stays the
source of truth and no rule is worked out here.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, QSettings, QTimer, Signal

from editor.playtest.board import PlayBoard, ShotMark
from engine.scenario.model import Cell

Event = dict[str, Any]


@dataclass(frozen=True)
class Pace:
    """Milliseconds: the pause after an action, one cell of a move, a shot shown."""

    action_ms: int
    cell_ms: int
    shot_ms: int

    @property
    def instant(self) -> bool:
        return self.action_ms <= 0 and self.cell_ms <= 0 and self.shot_ms <= 0


SPEEDS: dict[str, Pace] = {
    "instant": Pace(0, 0, 0),
    "fast": Pace(150, 45, 250),
    "normal": Pace(400, 110, 600),
    "slow": Pace(900, 260, 1200),
}
DEFAULT_SPEED = "normal"
SPEED_KEY = "playtest/ai_speed"
STEP_KEY = "playtest/ai_step"


def saved_speed(settings: QSettings) -> str:
    value = settings.value(SPEED_KEY, DEFAULT_SPEED)
    return value if isinstance(value, str) and value in SPEEDS else DEFAULT_SPEED


def saved_step(settings: QSettings) -> bool:
    return str(settings.value(STEP_KEY, "false")).lower() in ("true", "1")


def pace_of_delay(delay_ms: int) -> Pace:
    """A fixed pause between actions (the window's `ai_delay_ms`; 0: instant)."""
    if delay_ms <= 0:
        return SPEEDS["instant"]
    return Pace(delay_ms, max(15, min(60, delay_ms // 4)), delay_ms)


def human_pace(pace: Pace) -> Pace:
    """A human's own actions: shown, but never slower than "fast" (the player is waiting)."""
    fast = SPEEDS["fast"]
    if pace.instant:
        return pace
    return Pace(0, min(pace.cell_ms, fast.cell_ms), min(pace.shot_ms, fast.shot_ms))


class TurnAnimator(QObject):
    """A queue of frames, each run then held for its time, on one timer: `show` queues
    what an action's events look like, `then` what comes after it."""

    stepped = Signal()  # a frame has been shown

    def __init__(self, board: PlayBoard, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.board = board
        self.frames: deque[tuple[int, Callable[[], None]]] = deque()
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self._next)

    def busy(self) -> bool:
        return self.timer.isActive() or bool(self.frames)

    def stop(self) -> None:
        self.frames.clear()
        self.timer.stop()
        self.board.set_marks(shots=[])

    def then(self, ms: int, frame: Callable[[], None]) -> None:
        """Run `frame` after the frames queued so far, then hold `ms`."""
        self.frames.append((max(0, ms), frame))
        if not self.timer.isActive():
            self.timer.start(0)

    def _next(self) -> None:
        if not self.frames:
            return
        ms, frame = self.frames.popleft()
        self.timer.start(ms)  # started first: a frame that queues more only appends
        frame()
        self.stepped.emit()

    def show(self, events: list[Event], pace: Pace, seen: set[Cell] | None) -> None:
        """Queue the moves and shots of one action's events, as far as the viewer sees
        them (`seen`: the cells it sees; None: everything, Reveal all)."""
        if pace.instant:
            return
        for k, event in enumerate(events):
            kind = event.get("type")
            if kind == "moved" and pace.cell_ms > 0:
                self._walk(event, pace, seen)
            elif kind == "fired" and pace.shot_ms > 0:
                self._flash(_shot(event, events[k + 1:], self._words(), seen), pace)
            elif kind == "combat" and pace.shot_ms > 0:  # a ruleset's combat on one cell
                self._flash(_combat(event, seen), pace)

    def _words(self) -> tuple[str, str]:
        return self.tr("destroyed"), self.tr("miss")

    def _walk(self, event: Event, pace: Pace, seen: set[Cell] | None) -> None:
        """The unit drawn at the end of its path steps along the path's seen cells."""
        path: list[Cell] = [(int(c[0]), int(c[1])) for c in event.get("path") or []]
        cells = [c for c in path if seen is None or c in seen]
        drawn = next((u for u in self.board.painter_model.scenario.units
                      if u.id == event.get("unit")), None)
        if len(cells) < 2 or drawn is None or drawn.at != path[-1]:
            return  # unseen by the viewer, or already gone

        def place(cell: Cell) -> Callable[[], None]:
            def frame() -> None:
                drawn.at = cell
                self.board.refresh()
            return frame
        for cell in cells:
            self.then(pace.cell_ms, place(cell))
        drawn.at = cells[0]  # from the start of the path at once, not from its end
        self.board.refresh()

    def _flash(self, mark: ShotMark | None, pace: Pace) -> None:
        if mark is None:
            return
        self.then(pace.shot_ms, lambda: self.board.set_marks(shots=[mark]))
        self.then(0, lambda: self.board.set_marks(shots=[]))


def _cell(value: object) -> Cell | None:
    if isinstance(value, (list, tuple)) and len(value) == 2:
        return (int(value[0]), int(value[1]))
    return None


def _shot(fired: Event, after: list[Event], words: tuple[str, str],
          seen: set[Cell] | None) -> ShotMark | None:
    """A shot (A6) as the viewer sees it: the line only from a seen shooter, the flash and
    the damage (A7) only on a seen target."""
    source, target = _cell(fired.get("from")), _cell(fired.get("target"))
    if target is None or (seen is not None and target not in seen):
        return None
    if source is not None and seen is not None and source not in seen:
        source = None
    victim = fired.get("victim")
    damage, destroyed = 0, False
    for event in after:
        if event.get("type") == "fired":
            break  # the next shot's damage is its own
        if event.get("type") == "damaged" and event.get("target") == victim:
            damage += int(event.get("amount") or 0)
        if event.get("type") == "destroyed" and victim in (event.get("unit"), event.get("target")):
            destroyed = True
    destroyed_word, miss_word = words
    text = " ".join(p for p in (f"-{damage}" if damage else "",
                                destroyed_word if destroyed else "") if p) or miss_word
    return ShotMark(source, target, text, hit=bool(damage or destroyed))


def _combat(event: Event, seen: set[Cell] | None) -> ShotMark | None:
    at = _cell(event.get("at"))
    if at is None or (seen is not None and at not in seen):
        return None
    return ShotMark(None, at, "", hit=True)
