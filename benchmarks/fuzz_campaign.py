"""Random use of the Campaign window (editor/campaign): missions added (from the folder,
a subfolder, a missing file, a file outside), linked by outcome (known, unknown), moved,
made the start, removed, undone and redone, the campaign checked and loaded, and saved
every few steps: what is saved must open again through File > Open campaign and read
back as it was (docs/design.md, "Validation"). Any exception is a failure.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/fuzz_campaign.py [--seeds 1-4] [--steps 200]

Found so far: a new campaign saved at once would not open again (the schema's minItems);
the graph toggled its scroll bars for ever after a smaller campaign followed a bigger one
(seed 100: the window froze).
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import sys
import tempfile
import traceback
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtWidgets import QApplication  # noqa: E402

from benchmarks.fuzz_editor import FINDINGS, failed_at, seeds, settled_step, start_app  # noqa: E402


def fuzz(app: QApplication, seed: int, steps: int) -> bool:
    from editor.campaign.document import CampaignDocument, new_campaign
    from editor.campaign.link_dialog import NO_LINK
    from editor.campaign.window import CampaignWindow
    from engine.campaign.io import campaign_shape
    from engine.campaign.model import Campaign

    rng = random.Random(seed)
    folder = Path(tempfile.mkdtemp(prefix="fuzz-campaign-"))
    for file in (ROOT / "scenarios").iterdir():
        if file.is_file():
            shutil.copy(file, folder / file.name)
    (folder / "sub").mkdir()
    shutil.copy(folder / "tutorial.yaml", folder / "sub" / "t.yaml")
    files = [*sorted(folder.glob("*.yaml")), folder / "sub" / "t.yaml",
             folder / "missing.yaml", Path(tempfile.gettempdir()) / "outside.yaml"]
    if rng.random() < 0.5:
        path = folder / "wend.campaign.yml"
        source, _problems, _ok = campaign_shape(path.read_text(encoding="utf-8"), str(path))
        doc = CampaignDocument(Campaign.from_data(source.data), path)
    else:
        path = folder / "new.campaign.yaml"
        doc = CampaignDocument(new_campaign(path), path)
    FINDINGS.clear()
    win = CampaignWindow(doc, tell=lambda title, text: None)
    win.show()
    log: list[tuple[object, ...]] = []
    for number in range(steps):
        try:
            campaign = win.doc.campaign
            ids = [m.id for m in campaign.missions]
            roll = rng.random()
            if roll < 0.15 or not ids:
                file = rng.choice(files)
                log.append(("add", file.name))
                win.add_mission(file)
            elif roll < 0.4:
                source_id, outcome = rng.choice(ids), rng.choice([*campaign.sides, "draw", "x"])
                target = rng.choice([*ids, "end", NO_LINK])
                log.append(("link", source_id, outcome, target))
                win.link(source_id, outcome, target)
            elif roll < 0.5:
                log.append(("select", chosen := rng.choice(ids)))
                win.graph.select(chosen)
            elif roll < 0.55:
                log.append(("move", delta := rng.choice([-1, 1])))
                win.move_mission(delta)
            elif roll < 0.6:
                log.append(("start",))
                win.make_start()
            elif roll < 0.65:
                log.append(("remove",))
                win.remove_mission()
            elif roll < 0.75:
                log.append(("undo",))
                win.doc.undo_stack.undo()
            elif roll < 0.8:
                log.append(("redo",))
                win.doc.undo_stack.redo()
            elif roll < 0.9:
                log.append(("check and load",))
                win.validate_now()
                win.loaded()
            else:
                log.append(("save",))
                if not win.save():
                    FINDINGS.append("save refused")
                text = path.read_text(encoding="utf-8")
                source, problems, shape_ok = campaign_shape(text, str(path))
                if not shape_ok:
                    FINDINGS.append("saved, and not shaped like a campaign:\n"
                                    + "\n".join(map(str, problems)))
                elif Campaign.from_data(source.data) != win.doc.campaign:
                    FINDINGS.append("saved, and reads back other than it was")
        except Exception:  # noqa: BLE001 - every exception is the finding
            FINDINGS.append(traceback.format_exc())
        settled_step(app, lambda: None)
        if failed_at(number, log):
            return False
    win.doc.undo_stack.setClean()
    win.close()
    return True


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seeds", default="1-4", help="a seed or a range, e.g. 1-8")
    parser.add_argument("--steps", type=int, default=200)
    args = parser.parse_args(argv)
    app = start_app()
    failed = 0
    for seed in seeds(args.seeds):
        ok = fuzz(app, seed, args.steps)
        failed += not ok
        print(f"{'ok' if ok else 'FAILED'}: seed {seed}, {args.steps} steps", flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
