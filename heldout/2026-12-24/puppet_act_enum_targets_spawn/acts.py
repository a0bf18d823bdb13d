import enum


class Act(enum.Enum):
    OVERTURE = 1
    DUEL = 2
    FINALE = 3


def overture():
    print("strings up", flush=True)


def duel():
    print("swords cross", flush=True)


def finale():
    print("all bow", flush=True)


ACTS = {Act.OVERTURE: overture, Act.DUEL: duel, Act.FINALE: finale}
