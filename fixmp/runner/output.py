"""A run's output, held by size: read once, in pieces, into a bounded excerpt and a digest of its lines.

A program may print gigabytes. The runner sends its output to files (``run``); reading
such a file whole, once per run of a proof, held every run's output in fixmp's memory
at once (712 MiB for a program printing 100 MB). Here a stream is read in pieces of
``READ_CHUNK_BYTES``: the first ``KEPT_HEAD_BYTES`` and the last ``KEPT_TAIL_BYTES``
are kept as text (what error messages, tracebacks and reports read), with a line
saying how much between them was not kept; and, for standard output, a digest of
all of its lines is made as they pass, so that two outputs are still compared whole.

The digest is of the lines a comparison reads (``ComparedLines``: less the lines
matching its patterns; in order, or in any order). In order, it is one blake2b of
the lines, each ended by a newline; in any order, the sum of each line's blake2b
modulo 2**256, which is the same for the lines in any order and changes with any line
added, dropped or changed. A line longer than ``LONG_LINE_BYTES`` is never held: it
is digested as it arrives, whole, and no pattern leaves it out. Two outputs whose
digests are equal have the same lines, as the comparison reads them (a function of
the digested lines); equal digests of different lines would take a blake2b collision.
"""

from __future__ import annotations

import codecs
import hashlib
from dataclasses import dataclass
from itertools import repeat
from pathlib import Path
from typing import List, Literal, Optional, Pattern, Tuple, Union

MIB = 1 << 20
READ_CHUNK_BYTES = MIB
KEPT_HEAD_BYTES = MIB
KEPT_TAIL_BYTES = MIB
# No longer than a read: a line wholly inside one read is never a long line.
LONG_LINE_BYTES = READ_CHUNK_BYTES
_DIGEST_BYTES = 64  # blake2b's own
_ANY_ORDER_MODULUS = 1 << (8 * _DIGEST_BYTES)
_LITTLE_ENDIAN: Literal["little"] = "little"


def describe_size(size: int) -> str:
    """``98.0 MiB``, ``512.0 KiB``, ``12 bytes``."""
    if size >= MIB:
        return f"{size / MIB:.1f} MiB"
    if size >= 1024:
        return f"{size / 1024:.1f} KiB"
    return f"{size} byte{'' if size == 1 else 's'}"


@dataclass(frozen=True)
class ComparedLines:
    """The lines of a standard output that a comparison reads: all but those matching any of
    ``ignore_lines`` (timings, dates, pids), in order, or in any order when ``any_order``."""

    ignore_lines: Tuple[Pattern[str], ...] = ()
    # Processes that print at the same time interleave their lines differently from run to run.
    any_order: bool = False

    def keeps(self, line: str) -> bool:
        return not any(pattern.search(line) for pattern in self.ignore_lines)

    def kept_lines(self, output: str) -> List[str]:
        kept = [line for line in output.splitlines() if self.keeps(line)]
        return sorted(kept) if self.any_order else kept


@dataclass(frozen=True)
class LinesDigest:
    """A digest of all the lines of a standard output that a comparison reads, and their number."""

    ignore_lines: Tuple[Pattern[str], ...]  # what it was made under: equal digests mean equal lines only under one rule
    any_order: bool
    count: int
    digest: bytes

    def made_under(self, compared: ComparedLines) -> bool:
        return (self.ignore_lines, self.any_order) == (compared.ignore_lines, compared.any_order)


@dataclass(frozen=True)
class CapturedOutput:
    """What a run wrote to one stream, as fixmp holds it."""

    text: str  # all of it; or, past the kept size, its head, a line saying how much was not kept, and its tail
    not_kept: int  # the bytes left out between the head and the tail (0: ``text`` is all of it)
    lines: Optional[LinesDigest]  # of all its lines, whether kept or not; None where none was asked for


class _Excerpt:
    """The head and the tail of a stream, as bytes, and its size."""

    def __init__(self) -> None:
        self.head = bytearray()
        self.tail = bytearray()
        self.size = 0

    def add(self, chunk: bytes) -> None:
        self.size += len(chunk)
        room = KEPT_HEAD_BYTES - len(self.head)
        if room > 0:
            self.head += chunk[:room]
            chunk = chunk[room:]
        self.tail += chunk
        if len(self.tail) > KEPT_TAIL_BYTES:
            del self.tail[:len(self.tail) - KEPT_TAIL_BYTES]

    def text(self) -> Tuple[str, int]:
        """The kept text and how many bytes were left out of it."""
        if self.size <= len(self.head) + len(self.tail):
            return _decode(self.head + self.tail), 0
        # Cut at line ends where the kept part holds one, so that no line is shown in part.
        head, tail = self.head, self.tail
        head_end, tail_start = head.rfind(b"\n"), tail.find(b"\n")
        head = head[:head_end + 1] if head_end >= 0 else head
        tail = tail[tail_start + 1:] if tail_start >= 0 else tail
        not_kept = self.size - len(head) - len(tail)
        shown_head = _decode(head)
        gap = "" if shown_head.endswith("\n") or not shown_head else "\n"
        note = f"... {describe_size(not_kept)} of output not kept ({describe_size(self.size)} in all) ...\n"
        return shown_head + gap + note + _decode(tail), not_kept


def _decode(data: Union[bytes, bytearray]) -> str:
    return bytes(data).decode("utf-8", errors="replace")


class _LineDigester:
    """The digest of a stream's compared lines, fed the stream in pieces.

    Lines end as ``str.splitlines`` ends them. The stream is split at newlines first (a
    newline byte is never inside a multi-byte UTF-8 character, so each piece decodes as
    the whole stream would); each piece is then split at the other line ends.
    """

    def __init__(self, compared: ComparedLines) -> None:
        self.compared = compared
        self.count = 0
        self.in_order = hashlib.blake2b()
        self.any_order = 0
        self.pending = bytearray()  # the start of the line being received, up to LONG_LINE_BYTES
        self.long_line: Optional[hashlib.blake2b] = None  # the digest of a longer line, as it arrives
        self.long_line_text = codecs.getincrementaldecoder("utf-8")(errors="replace")

    def add(self, chunk: bytes) -> None:
        first_end = chunk.find(b"\n")
        if first_end < 0:
            self._continue_line(chunk)
            return
        self._continue_line(chunk[:first_end])
        self._end_line()
        last_end = chunk.rfind(b"\n")
        if last_end > first_end:
            # Whole lines, shorter than a read: digested together.
            self._add_lines(chunk[first_end + 1:last_end + 1])
        self._continue_line(chunk[last_end + 1:])

    def finish(self) -> LinesDigest:
        if self.pending or self.long_line is not None:
            self._end_line(at_newline=False)  # the last line, with no newline after it
        digest = (self.any_order % _ANY_ORDER_MODULUS).to_bytes(_DIGEST_BYTES, _LITTLE_ENDIAN) \
            if self.compared.any_order else self.in_order.digest()
        return LinesDigest(self.compared.ignore_lines, self.compared.any_order, self.count, digest)

    def _continue_line(self, part: bytes) -> None:
        if self.long_line is None and len(self.pending) + len(part) <= LONG_LINE_BYTES:
            self.pending += part
            return
        if self.long_line is None:
            self.long_line = hashlib.blake2b()
            self._add_to_long_line(self.pending)
            self.pending = bytearray()
        self._add_to_long_line(part)

    def _add_to_long_line(self, part: Union[bytes, bytearray], final: bool = False) -> None:
        # Decoded as the whole output is, so that its digest is the one ``digest_lines`` makes of its text.
        text = self.long_line_text.decode(bytes(part), final).encode("utf-8")
        assert self.long_line is not None
        self.long_line.update(text)
        if not self.compared.any_order:
            self.in_order.update(text)

    def _end_line(self, at_newline: bool = True) -> None:
        """The line received so far ends at a newline, or at the stream's end."""
        if self.long_line is None:
            self._add_lines(bytes(self.pending) + (b"\n" if at_newline else b""))
            self.pending = bytearray()
            return
        self._add_to_long_line(b"", final=True)
        self.count += 1
        if self.compared.any_order:
            self.any_order += int.from_bytes(self.long_line.digest(), _LITTLE_ENDIAN)
        else:
            self.in_order.update(b"\n")
        self.long_line = None

    def _add_lines(self, data: bytes) -> None:
        """Whole lines: each ends at a line end, or the last one at the stream's end."""
        lines = _decode(data).splitlines()
        if self.compared.ignore_lines:
            lines = [line for line in lines if self.compared.keeps(line)]
        if not lines:
            return
        self.count += len(lines)
        encoded = "\n".join(lines).encode("utf-8")
        if self.compared.any_order:
            # map over C functions: a Python step per line would take a second per million lines.
            line_digests = map(hashlib.blake2b.digest, map(hashlib.blake2b, encoded.split(b"\n")))
            self.any_order += sum(map(int.from_bytes, line_digests, repeat(_LITTLE_ENDIAN)))
        else:
            self.in_order.update(encoded + b"\n")


def read_output(path: Path, compared: Optional[ComparedLines] = None) -> CapturedOutput:
    """The output a run wrote to ``path``, held by size; with ``compared``, a digest of all its lines.
    A file that cannot be read is an empty output."""
    excerpt = _Excerpt()
    digester = _LineDigester(compared) if compared is not None else None
    try:
        with open(path, "rb") as stream:
            while True:
                chunk = stream.read(READ_CHUNK_BYTES)
                if not chunk:
                    break
                excerpt.add(chunk)
                if digester is not None:
                    digester.add(chunk)
    except OSError:
        return CapturedOutput("", 0, digest_lines("", compared) if compared is not None else None)
    text, not_kept = excerpt.text()
    return CapturedOutput(text, not_kept, digester.finish() if digester is not None else None)


def digest_lines(output: str, compared: ComparedLines) -> LinesDigest:
    """The digest ``read_output`` makes of an output held whole."""
    digester = _LineDigester(compared)
    data = output.encode("utf-8", errors="surrogateescape")
    for start in range(0, len(data), READ_CHUNK_BYTES):
        digester.add(data[start:start + READ_CHUNK_BYTES])
    return digester.finish()

