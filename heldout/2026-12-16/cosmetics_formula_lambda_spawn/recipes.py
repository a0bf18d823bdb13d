RECIPES = {
    "matte-foundation": {"pigment": 0.18, "binder": 0.32, "curve": "sqrt"},
    "gloss-lip": {"pigment": 0.12, "binder": 0.41, "curve": "linear"},
}

CURVES = {
    "sqrt": lambda x: x ** 0.5,
    "linear": lambda x: x,
}
