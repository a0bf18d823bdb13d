from functools import partial


def cut_wheels(name, wheels, module):
    print(f"{name}: cut {wheels} wheels of module {module}", flush=True)


def plan(entries, module):
    cut = partial(cut_wheels, module=module)
    return [partial(cut, e["name"], e["wheels"]) for e in entries]
