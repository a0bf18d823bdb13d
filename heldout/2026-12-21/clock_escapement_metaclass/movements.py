from registry import Escapement


class Anchor(Escapement):
    key = "anchor"
    impulse = 1.2


class Deadbeat(Escapement):
    key = "deadbeat"
    impulse = 0.8


class Grasshopper(Escapement):
    key = "grasshopper"
    impulse = 1.0


class Lever(Escapement):
    key = "lever"
    impulse = 0.6
