class SetupMeta(type):
    """Calls instance.setup() after __init__, for every class using it."""

    def __call__(cls, *args, **kwargs):
        obj = super().__call__(*args, **kwargs)
        obj.setup()
        return obj
