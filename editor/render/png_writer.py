"""A PNG written from horizontal strips whose compression runs in threads.

Each strip of 8-bit RGB rows (filter type 0) is deflated on its own in a thread pool (Qt's
conversion and zlib release the GIL, so strips compress while the next one is drawn); every
strip but the last ends on a sync flush, so the pieces join into one zlib stream, stored in one
IDAT chunk per strip with the Adler-32 of the whole stream at its end. Any PNG reader reads
the result as a plain RGB PNG. Qt's own PNG writer compresses on one thread only, with
per-row filters that cost more time than they save here.
"""

from __future__ import annotations

import os
import struct
import zlib
from collections.abc import Callable, Iterable
from concurrent.futures import Future, ThreadPoolExecutor

from PySide6.QtGui import QImage

SIGNATURE = b"\x89PNG\r\n\x1a\n"
ZLIB_HEADER = b"\x78\x01"  # deflate, 32K window; the level bits are advisory only
LEVEL = 3  # measured (benchmarks/bench_render.py): the last of zlib's fast levels; 4 and up cost more
_ADLER_BASE = 65521


def chunk(kind: bytes, data: bytes) -> bytes:
    """One PNG chunk: length, type, data, CRC of type and data."""
    return struct.pack(">I", len(data)) + kind + data + struct.pack(
        ">I", zlib.crc32(data, zlib.crc32(kind)) & 0xFFFFFFFF)


def adler32_combine(first: int, second: int, second_length: int) -> int:
    """The Adler-32 of two byte strings joined, from theirs (zlib's adler32_combine)."""
    rem = second_length % _ADLER_BASE
    sum1 = first & 0xFFFF
    sum2 = (rem * sum1) % _ADLER_BASE
    sum1 = (sum1 + (second & 0xFFFF) + _ADLER_BASE - 1) % _ADLER_BASE
    sum2 = (sum2 + ((first >> 16) & 0xFFFF) + ((second >> 16) & 0xFFFF) + _ADLER_BASE - rem) \
        % _ADLER_BASE
    return sum1 | (sum2 << 16)


def _deflate_strip(image: QImage, last: bool, level: int) -> tuple[bytes, int, int]:
    """One strip as PNG scanlines (a 0 filter byte, then R, G, B a pixel), deflated."""
    rgb = image.convertToFormat(QImage.Format.Format_RGB888)
    width, stride = 3 * rgb.width(), rgb.bytesPerLine()
    bits = memoryview(rgb.constBits())  # type: ignore[arg-type]
    packer = zlib.compressobj(level, zlib.DEFLATED, -15)
    parts, adler, zero = [], 1, b"\x00"
    for y in range(rgb.height()):
        row = bits[y * stride: y * stride + width]
        parts.append(packer.compress(zero))
        parts.append(packer.compress(row))
        adler = zlib.adler32(row, zlib.adler32(zero, adler))
    parts.append(packer.flush(zlib.Z_FINISH if last else zlib.Z_SYNC_FLUSH))
    return b"".join(parts), adler, rgb.height() * (width + 1)


def write_png_strips(width: int, height: int, strips: Iterable[QImage],
                     level: int = LEVEL, workers: int | None = None,
                     on_strip: Callable[[int], None] | None = None) -> bytes:
    """The PNG of `strips` (top to bottom, each `width` wide, heights adding up to
    `height`), compressed in a thread pool while the strips are still being drawn."""
    workers = workers or max(1, min(4, os.cpu_count() or 1))
    strip_list: list[Future[tuple[bytes, int, int]]] = []
    rows_seen = 0
    with ThreadPoolExecutor(max_workers=workers) as pool:
        previous: QImage | None = None
        for image in strips:
            if image.width() != width:
                raise ValueError(f"a strip is {image.width()} pixels wide, not {width}")
            if previous is not None:
                strip_list.append(pool.submit(_deflate_strip, previous, False, level))
            previous = image
            rows_seen += image.height()
            if on_strip is not None:
                on_strip(rows_seen)
            # Keep at most two strips a worker waiting: memory stays a few strips' worth.
            while len(strip_list) > 2 * workers and not strip_list[-2 * workers - 1].done():
                strip_list[-2 * workers - 1].result()
        if previous is None or rows_seen != height:
            raise ValueError(f"the strips hold {rows_seen} rows, not {height}")
        strip_list.append(pool.submit(_deflate_strip, previous, True, level))
        parts = [f.result() for f in strip_list]
    checksum = parts[0][1]
    for _, adler, length in parts[1:]:
        checksum = adler32_combine(checksum, adler, length)
    out = [SIGNATURE, chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))]
    for k, (data, _, _) in enumerate(parts):
        head = ZLIB_HEADER if k == 0 else b""
        tail = struct.pack(">I", checksum) if k == len(parts) - 1 else b""
        out.append(chunk(b"IDAT", head + data + tail))
    out.append(chunk(b"IEND", b""))
    return b"".join(out)
