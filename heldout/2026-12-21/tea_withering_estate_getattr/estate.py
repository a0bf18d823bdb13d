from model import WitherModel


class Estate:
    """Forwards unknown attributes to its withering model, built on first use."""

    def __init__(self, cfg):
        self.name = cfg["estate"]
        self._cfg = cfg
        self._model = None

    def __getattr__(self, attr):
        if attr.startswith("_"):
            raise AttributeError(attr)
        if self._model is None:
            s = self._cfg["sensors"]
            self._model = WitherModel(s["troughs"], s["channels"])
        return getattr(self._model, attr)
