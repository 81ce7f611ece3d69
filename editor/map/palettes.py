"""The map's colours for colour-vision deficiencies (View > Colour-blind safe palette).

The terrain colours are taken from Paul Tol's colour schemes (personal.sron.nl/~pault,
the "pale", "light", "dark" and "high-contrast" sets), chosen so that neighbouring
terrains differ in lightness as well as hue: they stay apart for protanopia, deuteranopia
and tritanopia, where hue alone would not. The side colours are the Okabe-Ito palette
(Okabe and Ito, "Color Universal Design", 2008), given to the sides in their order, so
two sides are always vermillion and blue. The symbols keep their shapes (the terrain
glyphs, the unit frames and marks): colour is never the only thing that tells them apart.
"""

from __future__ import annotations

from PySide6.QtGui import QColor

# terrain character -> colour (Paul Tol)
COLOUR_BLIND_TERRAIN: dict[str, str] = {
    ".": "#ccddaa",  # grass: pale green
    "=": "#eedd88",  # road: light yellow
    "F": "#225522",  # forest: dark green
    "H": "#ddaa33",  # hill: high-contrast yellow
    "S": "#44bb99",  # swamp: mint
    "C": "#663333",  # crater: dark red
    "~": "#4477aa",  # water: bright blue
    "R": "#ffaabb",  # ruined village: pink
    "B": "#555555",  # burnt ground: dark grey
    "X": "#999999",  # rubble: mid grey
}
# Okabe-Ito, in the order the sides get them: vermillion, blue, orange, bluish green,
# reddish purple, sky blue, yellow.
COLOUR_BLIND_SIDES: tuple[str, ...] = (
    "#d55e00", "#0072b2", "#e69f00", "#009e73", "#cc79a7", "#56b4e9", "#f0e442")


def terrain_colours(standard: dict[str, QColor], colour_blind: bool) -> dict[str, QColor]:
    """The terrain colours to draw with: the catalogue's, or the colour-blind safe ones
    (a terrain the palette does not name keeps its own)."""
    if not colour_blind:
        return dict(standard)
    return {ch: QColor(COLOUR_BLIND_TERRAIN[ch]) if ch in COLOUR_BLIND_TERRAIN else color
            for ch, color in standard.items()}


def side_colour(index: int) -> QColor:
    """The colour-blind safe colour of the side at `index` in the scenario's sides."""
    return QColor(COLOUR_BLIND_SIDES[index % len(COLOUR_BLIND_SIDES)])
