from depot import depot_for


class DepotProxy:
    def __init__(self, name, cfg):
        self._name = name
        self._cfg = cfg
        self._strong = None

    def __getattr__(self, attr):
        if self._strong is None:
            self._strong = depot_for(self._name, self._cfg)
        return getattr(self._strong, attr)
