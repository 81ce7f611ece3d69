"""View > Reference image...: choose the tracing picture, its opacity, position and scale
(editor/map/reference_image.py); Remove takes it away. The controller shows the picture
remembered for the mission whenever another mission opens."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDoubleSpinBox,
    QFormLayout,
    QGraphicsScene,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from editor.map.reference_image import (
    ReferenceImage,
    ReferenceLayer,
    load_reference,
    mission_key,
    save_reference,
)
from editor.widgets.dialogs import ok_cancel
from editor.widgets.file_field import FileField

MAX_OFFSET = 1_000_000.0
PATH_WIDTH = 360  # px of the picture's path field


class ReferenceImageDialog(QDialog):
    def __init__(self, current: ReferenceImage | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Reference image"))
        ref = current or ReferenceImage("")
        form = QFormLayout()
        self.path = FileField(ref.path, self.tr("Reference image"),
                              self.tr("Pictures (*.png *.jpg *.jpeg *.bmp)"))
        self.path.edit.setMinimumWidth(PATH_WIDTH)  # room for a folder, not just the name
        form.addRow(self.tr("Picture"), self.path)
        self.opacity = QSlider(Qt.Orientation.Horizontal)
        self.opacity.setRange(0, 100)
        self.opacity.setValue(round(ref.opacity * 100))
        form.addRow(self.tr("Opacity"), self.opacity)
        self.x, self.y = QDoubleSpinBox(), QDoubleSpinBox()
        for spin, value in ((self.x, ref.x), (self.y, ref.y)):
            spin.setRange(-MAX_OFFSET, MAX_OFFSET)
            spin.setValue(value)
        form.addRow(self.tr("Left (map pixels)"), self.x)
        form.addRow(self.tr("Top (map pixels)"), self.y)
        self.scale = QDoubleSpinBox()
        self.scale.setRange(0.01, 100.0)
        self.scale.setSingleStep(0.1)
        self.scale.setValue(ref.scale)
        form.addRow(self.tr("Scale"), self.scale)
        self.removed = False
        remove = QPushButton(self.tr("Remove the picture"))
        remove.clicked.connect(self._remove)
        box = QVBoxLayout(self)
        box.addLayout(form)
        box.addWidget(remove)
        box.addWidget(ok_cancel(self))

    def _remove(self) -> None:
        self.removed = True
        self.accept()

    def result_reference(self) -> ReferenceImage | None:
        """The chosen picture and placement; None: no picture."""
        path = self.path.text().strip()
        if self.removed or not path:
            return None
        return ReferenceImage(path, self.opacity.value() / 100, self.x.value(), self.y.value(),
                              self.scale.value())


class ReferenceImageController(QObject):
    """The View menu's Reference image... on the main window's map view and settings."""

    def __init__(self, files: QObject, scene: QGraphicsScene) -> None:
        super().__init__(files)
        self.files = files  # the DocumentController: the document, settings and prompts
        self.layer = ReferenceLayer(scene)
        files.opened.connect(self.reload)
        files.doc.path_changed.connect(self.reload)
        self.reload()

    def key(self) -> str:
        doc = self.files.doc
        return mission_key(doc.path, doc.scenario.name)

    def reload(self) -> None:
        """Show the picture remembered for the mission now open (or none)."""
        ref = load_reference(self.files.settings, self.key())
        if not self.layer.show(ref) and ref is not None:
            self.files.status_message.emit(self.tr("The reference image {path} cannot be "
                                                   "read").format(path=ref.path), 8000)

    def choose(self) -> None:
        dialog = ReferenceImageDialog(self.layer.current, self.files.window)
        if self.files.prompts.run_dialog(dialog):
            self.apply(dialog.result_reference())

    def apply(self, ref: ReferenceImage | None) -> bool:
        """Show `ref` and remember it for this mission; False (after saying so) when the
        picture cannot be read, and then nothing is remembered."""
        if not self.layer.show(ref):
            self.files.prompts.tell(self.tr("Reference image"),
                                    self.tr("{path} cannot be read as a picture").format(
                                        path=ref.path if ref else ""))
            return False
        save_reference(self.files.settings, self.key(), ref)
        return True
