"""Hat-making stages; each member knows its handler."""
import enum

import handlers


class Stage(enum.Enum):
    STEAM = "steam"
    BLOCK = "block"

    def apply(self, hat, cfg):
        return getattr(handlers, self.value)(hat, cfg)
