class computed_once:
    """Non-data descriptor: computes on first access, then caches on the instance."""

    def __init__(self, fn):
        self.fn = fn
        self.name = fn.__name__

    def __set_name__(self, owner, name):
        self.name = name

    def __get__(self, obj, owner=None):
        if obj is None:
            return self
        value = self.fn(obj)
        obj.__dict__[self.name] = value
        return value
