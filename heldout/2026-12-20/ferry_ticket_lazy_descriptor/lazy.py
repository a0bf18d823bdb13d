class computed_once:
    """Non-data descriptor: computes the value on first access and stores it on the instance."""

    def __init__(self, fn):
        self.fn = fn
        self.name = fn.__name__

    def __set_name__(self, owner, name):
        self.name = name

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        value = self.fn(obj)
        obj.__dict__[self.name] = value
        return value
