class Obstacle:
    kind = "obstacle"

    def __init__(self, cfg):
        self.cfg = cfg.get(self.kind, {})

    def accept(self, visitor):
        return getattr(visitor, f"visit_{self.kind}")(self)


class Outrun(Obstacle):
    kind = "outrun"


class Lift(Obstacle):
    kind = "lift"


class Fetch(Obstacle):
    kind = "fetch"


class Shed(Obstacle):
    kind = "shed"


BY_NAME = {cls.kind: cls for cls in (Outrun, Lift, Fetch, Shed)}


def lay_out(cfg):
    return [BY_NAME[name](cfg) for name in cfg["obstacles"]]
