"""A proxy that builds its target on the first attribute access."""


class Lazy:
    def __init__(self, factory):
        self._factory = factory
        self._value = None

    def __getattr__(self, name):
        if self._value is None:
            self._value = self._factory()
        return getattr(self._value, name)
