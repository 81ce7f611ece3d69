"""File > Import... and File > Export...: Tiled maps (.tmx, .tmj) and pictures, through the
engine's conversions (engine.interop, DESIGN.md "Tiled maps and pictures").

An import opens as a new unsaved document, as File > New does; a file that cannot be
converted is one clear message, and nothing changes."""

from __future__ import annotations

import logging
from pathlib import Path

import numpy as np
from PIL import Image
from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QImage, QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFileDialog,
    QFormLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from editor.widgets.dialogs import ok_cancel
from editor.widgets.file_field import FileField
from engine.catalog import load_catalog
from engine.interop.convert import TILED_SUFFIXES, export_tiled, read_tiled, tiled_scenario
from engine.interop.errors import ConvertError
from engine.interop.limits import max_map_side
from engine.interop.picture import (
    PICTURE_SUFFIXES,
    cells_for,
    default_palette,
    load_palette,
    picture_rows,
    picture_scenario,
)
from engine.interop.tile_images import open_image
from engine.interop.tiled_import import foreign_tiles
from engine.scenario.model import Scenario

log = logging.getLogger(__name__)
DEFAULT_PICTURE_COLUMNS = 40
PREVIEW_WIDTH = 320  # pixels
PATH_WIDTH = 320  # px of a file field


class PictureImportDialog(QDialog):
    """The grid, the number of columns and an optional palette file of a picture import,
    with a preview of the terrain they give."""

    def __init__(self, parent: QWidget | None = None, picture: Path | None = None) -> None:
        super().__init__(parent)
        self.picture: Image.Image | None = None
        if picture is not None:
            try:
                self.picture = open_image(picture, "picture")
            except ConvertError:
                self.picture = None  # the import itself says why
        self.setWindowTitle(self.tr("Import a picture as terrain"))
        form = QFormLayout()
        self.grid = QComboBox()
        self.grid.addItem(self.tr("Hexes"), "hex")
        self.grid.addItem(self.tr("Squares"), "square")
        form.addRow(self.tr("Grid"), self.grid)
        self.columns = QSpinBox()
        self.columns.setRange(1, max_map_side()[0])
        self.columns.setValue(DEFAULT_PICTURE_COLUMNS)
        form.addRow(self.tr("Columns (the rows follow the picture's shape)"), self.columns)
        self.palette = FileField("", self.tr("Palette file"),
                                 self.tr("YAML files (*.yaml *.yml)"))
        self.palette.edit.setPlaceholderText(self.tr("the terrain colours"))
        row = self.palette
        form.addRow(self.tr("Palette file (YAML: \"#rrggbb\": terrain character)"), row)
        self.preview = QLabel()
        self.preview.setAlignment(Qt.AlignmentFlag.AlignCenter)
        box = QVBoxLayout(self)
        box.addLayout(form)
        box.addWidget(self.preview)
        box.addWidget(ok_cancel(self))
        self.grid.currentIndexChanged.connect(self.update_preview)
        self.columns.valueChanged.connect(self.update_preview)
        self.palette.edit.editingFinished.connect(self.update_preview)
        self.update_preview()

    def update_preview(self) -> None:
        """The terrain the picture gives with these choices, one pixel a cell, scaled."""
        if self.picture is None:
            self.preview.setText(self.tr("(no preview)"))
            return
        grid = self.grid.currentData()
        try:
            palette = load_palette(self.palette_path()) if self.palette_path() else None
        except ConvertError as exc:
            self.preview.setText(str(exc))
            return
        width, height = cells_for(self.picture.size, grid, self.columns.value())
        width, height = min(width, max_map_side()[0]), min(height, max_map_side()[1])
        rows = picture_rows(self.picture, grid, width, height, palette or default_palette())
        self.preview.setPixmap(terrain_preview(rows))

    def palette_path(self) -> Path | None:
        text = self.palette.text().strip()
        return Path(text) if text else None


class TiledImportDialog(QDialog):
    """An optional terrain map file for a Tiled map whose tiles are not ours (engine.interop
    .terrain_map: tileset and tile id, or tile class, to a terrain character)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Import a Tiled map"))
        note = QLabel(self.tr("Some tiles of this map do not say which terrain they are. "
                              "A terrain map file names it by tileset and tile id or by "
                              "tile class; without one, each tile takes the terrain "
                              "nearest to its colour."))
        note.setWordWrap(True)
        self.terrain_map = FileField("", self.tr("Terrain map file"),
                                     self.tr("YAML files (*.yaml *.yml)"))
        self.terrain_map.edit.setPlaceholderText(self.tr("none: by the tiles' colours"))
        self.terrain_map.edit.setMinimumWidth(PATH_WIDTH)
        form = QFormLayout()
        form.addRow(self.tr("Terrain map file"), self.terrain_map)
        box = QVBoxLayout(self)
        box.addWidget(note)
        box.addLayout(form)
        box.addWidget(ok_cancel(self))

    def terrain_map_path(self) -> Path | None:
        text = self.terrain_map.text().strip()
        return Path(text) if text else None


def terrain_preview(rows: list[str], width_px: int = PREVIEW_WIDTH) -> QPixmap:
    """The terrain colours of `rows`, a pixel a cell, scaled to `width_px`."""
    colours = {c: 0xFF000000 | int(t.color[1:], 16) for c, t in load_catalog().terrain.items()}
    argb = np.array([[colours.get(ch, 0xFF000000) for ch in row] for row in rows],
                    dtype=np.uint32)
    height, width = argb.shape
    image = QImage(argb.tobytes(), width, height, 4 * width, QImage.Format.Format_ARGB32)
    return QPixmap.fromImage(image.scaledToWidth(
        width_px, Qt.TransformationMode.FastTransformation))


class MapExchange(QObject):
    """The Import and Export actions of the File menu, on the controller's document."""

    def __init__(self, files: QObject) -> None:
        super().__init__(files)
        self.files = files  # the DocumentController: its document, prompts and signals

    def import_filter(self) -> str:
        return self.tr("Tiled maps and pictures (*.tmx *.tmj *.png *.jpg *.jpeg);;"
                       "All files (*)")

    def import_dialog(self) -> None:
        files = self.files
        if not files.maybe_save():
            return
        start = str(files.settings.value("last_dir", ""))
        name, _ = QFileDialog.getOpenFileName(files.window, self.tr("Import"), start,
                                              self.import_filter())
        if name:
            self.import_path(Path(name), ask_options=True)

    def import_path(self, path: Path, ask_options: bool = False,
                    dialog: PictureImportDialog | None = None) -> bool:
        """Open a Tiled map or a picture as a new unsaved document; False (after saying
        why) when it cannot be converted."""
        files = self.files
        try:
            if path.suffix.lower() in PICTURE_SUFFIXES:
                dialog = dialog or PictureImportDialog(files.window, path)
                # an unreadable picture is the one message below, without the dialog first
                if ask_options and dialog.picture is not None and \
                        not files.prompts.run_dialog(dialog):
                    return False
                palette = dialog.palette_path()
                scenario: Scenario = picture_scenario(
                    path, dialog.grid.currentData(), width=dialog.columns.value(),
                    palette=load_palette(palette) if palette else None)
                warnings: list[str] = []
            elif path.suffix.lower() in TILED_SUFFIXES:
                tmap = read_tiled(path)
                terrain_map = None
                if ask_options and foreign_tiles(tmap):  # not for our own exports
                    choice = TiledImportDialog(files.window)
                    if not files.prompts.run_dialog(choice):
                        return False
                    terrain_map = choice.terrain_map_path()
                scenario, warnings = tiled_scenario(tmap, path, terrain_map)
            else:
                raise ConvertError(str(path), self.tr("only Tiled maps (.tmx, .tmj) and "
                                                      "pictures (.png, .jpg) can be imported"))
        except ConvertError as exc:
            log.info("cannot import %s: %s", path, exc)
            files.prompts.tell(self.tr("Cannot import"), str(exc))
            return False
        files.doc.reset(scenario, None)
        files.validation.schedule()
        files.opened.emit()
        message = self.tr("Imported {name}: save it to keep it").format(name=path.name)
        if warnings:
            message += " (" + "; ".join(warnings) + ")"
        files.status_message.emit(message, 10000)
        return True

    def export_dialog(self) -> None:
        files = self.files
        start = str(files.settings.value("last_dir", ""))
        tmx, tmj = self.tr("Tiled maps (*.tmx)"), self.tr("Tiled JSON maps (*.tmj)")
        name, chosen = QFileDialog.getSaveFileName(files.window, self.tr("Export"), start,
                                                   f"{tmx};;{tmj}")
        if name:
            path = Path(name)
            if path.suffix.lower() not in TILED_SUFFIXES:
                path = path.with_name(path.name + (".tmj" if chosen == tmj else ".tmx"))
            self.export_path(path)

    def export_path(self, path: Path) -> bool:
        files = self.files
        try:
            written = export_tiled(files.doc.scenario, path)
        except ConvertError as exc:
            log.info("cannot export to %s: %s", path, exc)
            files.prompts.tell(self.tr("Export failed"), str(exc))
            return False
        files.status_message.emit(self.tr("Exported {names}").format(
            names=", ".join(p.name for p in written)), 6000)
        return True
