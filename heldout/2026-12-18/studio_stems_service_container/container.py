"""A small service container: factories registered by name, instances created on first resolve."""


class Container:
    def __init__(self):
        self._factories = {}
        self._instances = {}

    def register(self, name, factory):
        self._factories[name] = factory

    def resolve(self, name):
        if name not in self._instances:
            self._instances[name] = self._factories[name](self)
        return self._instances[name]

    def close(self):
        for inst in self._instances.values():
            closer = getattr(inst, "close", None)
            if closer:
                closer()
