from typing import Iterable, Protocol


class Cutter(Protocol):
    def cut(self, tiles: list) -> list:
        ...


def run_bench(cutters: Iterable[Cutter], tiles: list) -> list:
    for cutter in cutters:
        tiles = cutter.cut(tiles)
    return tiles
