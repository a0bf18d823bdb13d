"""A tiny dependency-injection container: factories get their dependencies by parameter name."""
import inspect


class Container:
    def __init__(self):
        self._factories = {}
        self._instances = {}

    def register(self, name, factory):
        self._factories[name] = factory

    def resolve(self, name):
        if name not in self._instances:
            factory = self._factories[name]
            deps = {p: self.resolve(p) for p in inspect.signature(factory).parameters}
            self._instances[name] = factory(**deps)
        return self._instances[name]
