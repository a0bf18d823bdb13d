import importlib


def load_judges(spec):
    names = [n.strip() for n in spec.split(",") if n.strip()]
    return [importlib.import_module(f"judge_{name}") for name in names]
