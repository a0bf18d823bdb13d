"""Finishing treatments for dyed silk."""


def _glaze(skein, strength):
    print("glazed", skein, skein * strength)


FINISHES = {
    "soften": lambda skein, strength: print("softened", skein, skein * strength),
    "glaze": _glaze,
}
