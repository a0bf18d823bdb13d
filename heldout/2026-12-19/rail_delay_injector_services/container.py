"""Tiny dependency injector: builds constructor arguments from type annotations."""
import inspect


class Injector:
    def __init__(self, config):
        self.config = config
        self._instances = {}

    def get(self, cls):
        if cls not in self._instances:
            params = inspect.signature(cls.__init__).parameters.values()
            kwargs = {}
            for p in params:
                if p.name == "self":
                    continue
                if p.name == "config":
                    kwargs["config"] = self.config
                else:
                    kwargs[p.name] = self.get(p.annotation)
            self._instances[cls] = cls(**kwargs)
        return self._instances[cls]
