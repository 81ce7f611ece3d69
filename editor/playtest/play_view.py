"""What the play-test board shows of the position for the side whose eyes it is: the cells
the selected unit may reach or fire at, the units that may still act, the orders' badges,
the selected unit's state, a cell's tooltip, and the cover that hides the board between
two humans' turns (hot seat)."""

from __future__ import annotations

import copy
from typing import Any, Protocol

from PySide6.QtCore import QObject
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QListWidgetItem

from editor.document.piece_setup import piece_setup
from editor.map.unit_tooltip import cell_tooltip, units_at
from editor.playtest.board import PlayBoard
from editor.playtest.panel import ACTION_ROLE, PlayPanel
from editor.playtest.targets import click_action, fire_targets, refusal
from editor.playtest.turns import (
    action_label,
    activation_roll_words,
    order_badges,
    order_words,
    units_that_may_act,
)
from engine import GameAPI
from engine.scenario.model import Cell, Scenario

REACH_COLOR = QColor(80, 200, 255, 90)
TARGET_COLOR = QColor(230, 40, 40, 120)
MAY_ACT_COLOR = QColor(60, 200, 90, 70)  # a unit that may still act in this phase
Action = dict[str, Any]


class ViewHost(Protocol):
    """What the board's marks read of the play-test window."""

    game: GameAPI
    base: Scenario
    reveal: bool
    selected: str | None
    given_orders: dict[str, dict[str, str]]

    def viewer(self) -> str | None: ...
    def side_name(self, side_id: str | None) -> str: ...
    def is_human_turn(self) -> bool: ...
    def unit_actions(self, unit_id: str) -> list[Action]: ...


class PlayView(QObject):
    def __init__(self, play: ViewHost, board: PlayBoard, panel: PlayPanel,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.play = play
        self.board = board
        self.panel = panel

    def show_handover(self) -> None:
        """Hide the board, the selection and the panels until the next player confirms."""
        name = self.play.side_name(self.play.game.side)
        panel = self.panel
        panel.orders.clear()
        panel.unit_info.setText("")
        panel.log.clear()
        self.board.options.overlay = {}
        self.board.options.selected = []
        self.board.set_marks(targets=set(), shots=[])
        hidden = copy.copy(self.play.base)
        hidden.units, hidden.features = [], []
        self.board.painter_model.set_scenario(hidden)  # nothing of the last player's view
        panel.handover_label.setText(self.tr("Hand the screen to {name}. The board stays hidden "
                                             "until {name} is ready.").format(name=name))
        panel.handover_button.setText(self.tr("I am {name}: show my board").format(name=name))
        panel.board_stack.setCurrentIndex(1)
        panel.handover_button.setFocus()

    def show_selected(self, options: Any) -> bool:
        """The selected unit's reach, targets, orders and state; False when it is dead."""
        game = self.play.game
        uid = self.play.selected
        assert uid is not None
        unit = game.unit(uid)
        if not unit["alive"]:
            return False
        for cell, reach in game.reachable_cells(uid).items():
            if not game.is_legal({"type": "move", "unit": uid, "to": list(cell)}):
                continue  # reachable in principle, not a move this unit may make now
            ap = getattr(reach, "ap", None)
            if ap is None:  # Stratego: a square the piece may move to (or attack)
                options.overlay[tuple(cell)] = (REACH_COLOR, "")
            elif ap > 0:
                options.overlay[tuple(cell)] = (REACH_COLOR, str(ap))
        info = game.turn_info_for(game.side)
        odds = activation_roll_words()
        actions = self.play.unit_actions(uid)
        targets = fire_targets(actions)
        for cell in targets:  # a red crosshair on a red tint, not a cell to move to
            options.overlay[cell] = (TARGET_COLOR, "")
        self.board.set_marks(targets=targets)
        for action in actions:
            if action["type"] not in ("fire", "move"):
                item = QListWidgetItem(action_label(action, bool(info.get("free")), odds))
                item.setData(ACTION_ROLE, action)
                self.panel.orders.addItem(item)
        thing = next((u for u in self.board.painter_model.scenario.units if u.id == uid), None)
        options.selected = [thing] if thing else []
        self.panel.unit_info.setText(self._unit_words(uid, unit, info))
        return True

    def _unit_words(self, uid: str, unit: dict[str, Any], info: dict[str, Any]) -> str:
        setup = piece_setup(self.play.base)
        if setup is not None:
            return setup.describe(unit)
        order = self.play.given_orders.get(str(unit["side"]), {}).get(uid) or (
            info.get("orders") or {}).get(uid)
        changeable = any(a["type"] == "order" for a in self.play.unit_actions(uid))
        told = ""
        if order:
            words = order_words(order, (info.get("special") or {}).get(uid))
            told = (self.tr("Order: {order} (you may still change it). ") if changeable
                    else self.tr("Order: {order}. ")).format(order=words)
        state = self.tr("{unit} ({type}) at {cell}: HP {hp}/{max_hp}, AP {ap}/{max_ap}, "
                        "ammo {ammo}, fuel {fuel}, shots left {shots}").format(
            unit=uid, type=unit["type"], cell=unit["at"], hp=unit["hp"], max_hp=unit["max_hp"],
            ap=unit["ap"], max_ap=unit["max_ap"], ammo=_amount(unit["ammo"]),
            fuel=_amount(unit["fuel"]), shots=unit["shots_left"])
        if unit["cargo"]:
            state += self.tr(", carrying {cargo}").format(cargo=", ".join(unit["cargo"]))
        return told + state

    def mark_turn(self, options: Any, viewer: str | None) -> None:
        """The units of the human to play that may still act in this phase (RULES.md B),
        and every shown unit's order as a badge (orders: the viewer's own only until the
        orders are revealed)."""
        game = self.play.game
        shown: dict[str, Cell] = {u.id: (u.at[0], u.at[1])
                                  for u in self.board.painter_model.scenario.units
                                  if u.at is not None}
        options.badges = order_badges(game, viewer, self.play.given_orders, shown)
        if not self.play.is_human_turn() or game.phase == "deployment":
            return
        for uid in units_that_may_act(game, game.side):
            if uid in shown:
                options.overlay[shown[uid]] = (MAY_ACT_COLOR, "")

    def click_action(self, unit_id: str, cell: Cell) -> Action:
        """A shot at an enemy the viewer knows of on `cell` (RULES.md A6), else a move."""
        game = self.play.game
        mine = game.unit(unit_id)["side"]
        enemy = any(u.side != mine for u in units_at(self.board.painter_model.scenario, cell))
        return click_action(game, unit_id, cell, enemy, piece_setup(self.play.base) is None)

    def hover_text(self, cell: Cell) -> str:
        """The tooltip of a cell: the units on it the viewer knows of, as it knows them
        (never a hidden one, RULES.md A8), and what a click there would do or why the
        rules refuse it (the engine's reason)."""
        if self.panel.board_hidden():
            return ""
        game = self.play.game
        model = self.board.painter_model
        viewer = None if self.play.reveal else self.play.viewer()
        live = {u["id"]: u for u in game.units(viewer)}  # the viewer's own units
        text = cell_tooltip(units_at(model.scenario, cell), model.scenario, model.catalog, live)
        uid = self.play.selected
        if uid is None or not self.play.is_human_turn() or game.unit(uid)["at"] is None \
                or tuple(game.unit(uid)["at"]) == cell:
            return text
        action = self.click_action(uid, cell)
        why = refusal(game, action)
        if action["type"] == "fire":
            line = (self.tr("Target: click to fire") if why is None
                    else self.tr("Cannot fire: {why}").format(why=why))
        else:
            line = (self.tr("Click to move here") if why is None
                    else self.tr("Cannot move here: {why}").format(why=why))
        return "<br>".join(p for p in (text and text + "<hr>", f"<i>{line}</i>") if p)


def _amount(value: object) -> str:
    return "-" if value is None else str(value)
