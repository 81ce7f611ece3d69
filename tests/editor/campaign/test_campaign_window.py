"""The Campaign window: build a small campaign through it (add missions, link them by
outcome), with live validation and clickable problems, save, reopen and play it; and
File > New campaign in the main window, a mission opened from the graph."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QToolBar

from campaign_helpers import tutorial_with_camp
from editor.campaign.document import CampaignDocument, new_campaign
from editor.campaign.link_dialog import NO_LINK, LinkDialog
from editor.campaign.window import PROBLEM, CampaignWindow
from engine.campaign.load import load_campaign
from engine.campaign.play import play_campaign


def missions(folder: Path) -> tuple[Path, Path]:
    a, b = folder / "a.yaml", folder / "b.yaml"
    a.write_text(tutorial_with_camp(), encoding="utf-8")
    b.write_text(tutorial_with_camp(), encoding="utf-8")
    return a, b


def campaign_window(qtbot, tmp_path: Path) -> CampaignWindow:
    told: list[str] = []
    path = tmp_path / "two.campaign.yaml"
    win = CampaignWindow(CampaignDocument(new_campaign(path), path),
                         tell=lambda title, text: told.append(text))
    win.told = told
    qtbot.addWidget(win)
    return win


def messages(win: CampaignWindow) -> list[str]:
    return [p.message for p in win.validate_now()]


def test_build_link_save_reopen_and_play_a_campaign(qtbot, tmp_path):
    a, b = missions(tmp_path)
    win = campaign_window(qtbot, tmp_path)
    assert any("needs at least 1 entries" in m for m in messages(win))  # an empty campaign
    assert win.add_mission(a) == "a" and win.add_mission(b) == "b"
    campaign = win.doc.campaign
    assert (campaign.start, campaign.sides) == ("a", ["blue", "red"])  # from the first mission
    assert [m.file for m in campaign.missions] == ["a.yaml", "b.yaml"]
    # not linked yet: b is never played, a's outcomes end the campaign
    found = messages(win)
    assert any("no outcome leads to 'b'" in m for m in found)
    # link every outcome of a to b, through the dialog, and b's to the end
    for outcome in ("blue", "red", "draw"):
        dialog = LinkDialog(win.doc.campaign, win.doc.mission_sides, "a", win)
        dialog.outcome.setCurrentIndex(dialog.outcome.findData(outcome))
        dialog.target.setCurrentIndex(dialog.target.findData("b"))
        win.link(*dialog.choice())
        win.link("b", outcome, "end")
    assert win.doc.campaign.mission("a").next == {"blue": "b", "red": "b", "draw": "b"}
    assert ("a", "blue", "b") in win.graph.edges and set(win.graph.boxes) == {"a", "b"}
    assert [p.severity for p in win.validate_now()
            if p.file.endswith("two.campaign.yaml")] == []
    # one undo step each
    win.doc.undo_stack.undo()
    assert "draw" not in win.doc.campaign.mission("b").next
    win.doc.undo_stack.redo()
    # a link to a mission that is gone is a problem at its line; clicking it selects a
    win.link("a", "draw", "b")
    win.doc.edit("break", lambda c: c.mission("a").next.update(draw="gone"))
    problems = win.validate_now()
    bad = next(p for p in problems if "'gone', which is no mission" in p.message)
    assert bad.line == 8 and win._flagged() == {"a"}
    item = next(win.problem_list.item(i) for i in range(win.problem_list.count())
                if win.problem_list.item(i).data(PROBLEM) == bad)
    win.graph.select("b")
    win.problem_list.itemClicked.emit(item)
    assert win.graph.selected == "a" and win.graph.boxes["a"].isSelected()
    win.doc.undo_stack.undo()
    # save, reopen, play
    assert win.save() and win.doc.undo_stack.isClean()
    loaded = load_campaign(win.doc.path)
    assert loaded.campaign == win.doc.campaign
    result = play_campaign(loaded, seed=1, max_rounds=1)
    assert result.path == ["a", "b"]


def test_unlink_move_start_and_remove(qtbot, tmp_path):
    a, b = missions(tmp_path)
    win = campaign_window(qtbot, tmp_path)
    win.add_mission(a)
    win.add_mission(b)
    win.link("a", "blue", "b")
    win.link("a", "blue", NO_LINK)
    assert win.doc.campaign.mission("a").next == {}
    win.graph.select("b")
    win.move_mission(-1)
    assert [m.id for m in win.doc.campaign.missions] == ["b", "a"]
    win.make_start()
    assert win.doc.campaign.start == "b"
    win.link("b", "red", "a")
    win.graph.select("a")
    win.remove_mission()
    assert [m.id for m in win.doc.campaign.missions] == ["b"]
    assert win.doc.campaign.mission("b").next == {}  # the link to it went with it


def test_a_mission_outside_the_folder_is_refused(qtbot, tmp_path):
    inner = tmp_path / "inner"
    inner.mkdir()
    a, _ = missions(tmp_path)
    win = campaign_window(qtbot, inner)
    assert win.add_mission(a) is None
    assert win.doc.campaign.missions == [] and "not inside the campaign's folder" in win.told[0]


def test_double_clicking_a_mission_opens_it_in_the_main_window(qtbot, window, tmp_path):
    a, _ = missions(tmp_path)
    campaigns = window.campaigns
    win = campaigns.new_campaign(tmp_path / "c.campaign.yaml")
    assert win in campaigns.windows and window.a_new_campaign.text() == "New &campaign…"
    win.add_mission(a)
    win.graph.resize(600, 400)
    box = win.graph.boxes["a"]
    point = win.graph.mapFromScene(box.sceneBoundingRect().center())
    qtbot.mouseClick(win.graph.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(point))
    assert win.graph.selected == "a"
    qtbot.mouseDClick(win.graph.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(point))
    assert window.doc.path == a and str(window.doc.scenario.name) == "Boot Camp at Little Harrow"
    again = campaigns.open_campaign(tmp_path / "c.campaign.yaml")  # not saved yet: refused
    assert again is None
    win.save()
    again = campaigns.open_campaign(tmp_path / "c.campaign.yaml")
    assert again is not None and again.doc.campaign == win.doc.campaign


def test_the_campaign_window_reads_italian(italian, qtbot, tmp_path):
    a, b = missions(tmp_path)
    win = campaign_window(qtbot, tmp_path)
    texts = [a.text() for a in win.findChild(QToolBar).actions() if a.text()]
    assert texts[:3] == ["Aggiungi missione…", "Collega…", "Sposta su"]
    win.add_mission(a)
    assert win.doc.undo_stack.undoText() == "Aggiungi la missione a"
    dialog = LinkDialog(win.doc.campaign, win.doc.mission_sides, "a", win)
    outcomes = [dialog.outcome.itemText(i) for i in range(dialog.outcome.count())]
    assert outcomes == ["vince blue", "vince red", "un pareggio"]
    assert dialog.outcome.itemData(0) == "blue"  # the stored key stays the side's id
    assert win.windowTitle().startswith("Campagna: ")


def test_unsaved_changes_are_asked_about_on_close(qtbot, window, tmp_path, monkeypatch,
                                                  no_modal_dialogs):
    from PySide6.QtWidgets import QMessageBox

    a, _ = missions(tmp_path)
    win = window.campaigns.new_campaign(tmp_path / "c.campaign.yaml")
    win.add_mission(a)
    monkeypatch.setattr(QMessageBox, "question",
                        staticmethod(lambda *args, **kwargs: QMessageBox.StandardButton.Cancel))
    assert not window.campaigns.close_all() and win.isVisible()  # cancelled: it stays
    monkeypatch.setattr(QMessageBox, "question",
                        staticmethod(lambda *args, **kwargs: QMessageBox.StandardButton.Save))
    assert window.campaigns.close_all()
    assert load_campaign_shape(tmp_path / "c.campaign.yaml") == ["a"]  # saved on the way out
    qtbot.waitUntil(lambda: window.campaigns.windows == [])


def load_campaign_shape(path: Path) -> list[str]:
    from engine.campaign.io import campaign_shape
    from engine.campaign.model import Campaign

    source, _, ok = campaign_shape(path.read_text(encoding="utf-8"), str(path))
    assert ok
    return [m.id for m in Campaign.from_data(source.data).missions]


def test_a_missions_box_says_what_it_carries_on(qtbot, tmp_path):
    from engine.campaign.model import CampaignMission, Carry

    win = campaign_window(qtbot, tmp_path)
    mission = CampaignMission("a", "a.yaml", carry=[Carry("blue", "survivors"),
                                                    Carry("red", ["r_tank", "r_eng"])])
    assert win.graph.carry_text(mission) == "carries blue: survivors; red: r_tank, r_eng"
    missions(tmp_path)
    win.doc.edit("carry", lambda c: c.missions.append(mission))
    texts = [item.text() for item in win.graph.scene().items()
             if hasattr(item, "text") and callable(item.text)]
    assert "carries blue: survivors; red: r_tank, r_eng" in texts


def test_play_from_here_with_a_chosen_carried_force(qtbot, window, tmp_path):
    from campaign_helpers import write_campaign
    from editor.campaign.force_dialog import ForceDialog
    from engine.campaign.from_here import possible_forces

    path = write_campaign(tmp_path)
    win = window.campaigns.open_campaign(path)
    loaded = win.loaded()
    forces = possible_forces(loaded, "two")
    assert [u.id for u in forces["blue"]] == ["b_inf1", "b_inf2", "b_eng", "b_tank", "b_med"]
    dialog = ForceDialog("two", forces, win)
    assert dialog.units.count() == 5
    dialog.units.item(3).setCheckState(Qt.CheckState.Unchecked)  # the tank was lost
    chosen = dialog.chosen()
    assert [u.id for u in chosen["blue"]] == ["b_inf1", "b_inf2", "b_eng", "b_med"]
    assert win.play_from("two", chosen, loaded)
    play = window.playtest
    qtbot.addWidget(play)
    ids = {u["id"] for u in play.game.units("blue")}
    assert {"b_inf1_2", "b_inf2_2", "b_eng_2", "b_med_2"} <= ids and "b_tank_2" not in ids
    assert "b_tank" in ids  # the mission's own tank is still there


def test_a_campaign_saved_empty_or_emptied_reopens_with_its_problems(qtbot, window, tmp_path,
                                                                     monkeypatch):
    """A new campaign saved at once (no sides, no mission, no start), or one whose every
    mission was removed, opens again through File > Open campaign with its problems
    listed: it was refused as "not shaped like a campaign" (the schema's minItems)."""
    from PySide6.QtWidgets import QMessageBox

    from editor.campaign.launcher import CampaignLauncher

    refused: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: refused.append(a[2]))
    a, _b = missions(tmp_path)
    win = campaign_window(qtbot, tmp_path)
    assert win.save()
    launcher = CampaignLauncher(window, lambda path: None)
    again = launcher.open_campaign(win.doc.path)
    assert again is not None and not refused, refused
    qtbot.addWidget(again)
    assert {"'sides' needs at least 1 entries",
            "'missions' needs at least 1 entries"} <= set(messages(again))
    assert again.add_mission(a) == "a"  # and it is edited on from there
    again.graph.select("a")
    again.remove_mission()
    assert again.save() and launcher.open_campaign(again.doc.path) is not None and not refused
