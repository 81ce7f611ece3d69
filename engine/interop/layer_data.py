"""A tile layer's cells as Tiled stores them: CSV, or base64 of little-endian 32-bit gids,
raw or compressed with zlib or gzip (zstd: a clear error). The decompressed size is capped at
exactly the layer's cells, so a hostile file cannot inflate without bound."""

from __future__ import annotations

import base64
import binascii
import zlib

import numpy as np

from engine.interop.errors import ConvertError
from engine.interop.tiled_map import FLIP_MASK

ENCODINGS = ("csv", "base64")
COMPRESSIONS = ("", "zlib", "gzip")


def decode_gids(where: str, text: str, encoding: str | None, compression: str | None,
                count: int) -> list[int]:
    """The `count` gids of a layer, flags stripped; ConvertError for anything else."""
    encoding = encoding or "xml"
    compression = compression or ""
    if encoding == "csv":
        if compression:
            raise ConvertError(where, f"CSV layer data cannot be compressed ({compression})")
        parts = [p for p in text.replace("\n", "").replace("\r", "").split(",") if p.strip()]
        try:
            values = np.array([int(p) for p in parts], dtype=np.uint64)
        except ValueError:
            raise ConvertError(where, "the CSV layer data holds something that is not a "
                                      "tile number") from None
        return _checked(where, values, count)
    if encoding != "base64":
        raise ConvertError(where, f"layer encoding {encoding!r} is not supported "
                                  "(use CSV or base64 in Tiled's map properties)")
    if compression not in COMPRESSIONS:
        raise ConvertError(where, f"layer compression {compression!r} is not supported "
                                  "(use zlib, gzip or none in Tiled's map properties)")
    try:
        raw = base64.b64decode("".join(text.split()), validate=True)
    except (binascii.Error, ValueError):
        raise ConvertError(where, "the layer data is not valid base64") from None
    if compression:
        raw = _inflate(where, raw, compression, 4 * count)
    if len(raw) != 4 * count:
        raise ConvertError(where, f"the layer data holds {len(raw) // 4} cells, "
                                  f"the layer has {count}")
    values = np.frombuffer(raw, dtype="<u4").astype(np.uint64)
    return _checked(where, values, count)


def gids_from_list(where: str, values: object, count: int) -> list[int]:
    """TMJ's plain data: a JSON list of numbers."""
    if not isinstance(values, list) or not all(
            isinstance(v, int) and not isinstance(v, bool) for v in values):
        raise ConvertError(where, "the layer data is not a list of tile numbers")
    try:
        array = np.array(values, dtype=np.uint64)
    except OverflowError:
        raise ConvertError(where, "a tile number of the layer data is out of range") from None
    return _checked(where, array, count)


def _inflate(where: str, raw: bytes, compression: str, limit: int) -> bytes:
    unpacker = zlib.decompressobj(wbits=31 if compression == "gzip" else 15)
    try:
        out = unpacker.decompress(raw, limit + 1)
    except zlib.error:
        raise ConvertError(where, f"the layer data is not valid {compression} data") from None
    if len(out) > limit:
        raise ConvertError(where, "the layer data holds more cells than the layer has")
    return out


def _checked(where: str, values: np.ndarray, count: int) -> list[int]:
    if values.size != count:
        raise ConvertError(where, f"the layer data holds {values.size} cells, "
                                  f"the layer has {count}")
    if values.size and int(values.max()) > 0xFFFFFFFF:
        raise ConvertError(where, "a tile number of the layer data is out of range")
    return (values & FLIP_MASK).astype(np.int64).tolist()


def encode_csv(gids: list[int], width: int) -> str:
    rows = [",".join(map(str, gids[i:i + width])) for i in range(0, len(gids), width)]
    return "\n" + ",\n".join(rows) + "\n"
