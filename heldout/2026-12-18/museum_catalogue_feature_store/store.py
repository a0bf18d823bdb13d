"""Feature store for catalogue images: features are computed once and memoised by name."""


class FeatureStore:
    def __init__(self):
        self._producers = {}
        self._cache = {}

    def feature(self, name):
        def register(fn):
            self._producers[name] = fn
            return fn
        return register

    def get(self, name, images):
        if name not in self._cache:
            self._cache[name] = self._producers[name](images)
        return self._cache[name]


store = FeatureStore()
