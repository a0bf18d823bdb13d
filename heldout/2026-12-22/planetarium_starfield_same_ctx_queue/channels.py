from typing import NamedTuple


class Channels(NamedTuple):
    tiles: object
    done: object

    @classmethod
    def open(cls, ctx):
        return cls(ctx.Queue(), ctx.Event())
