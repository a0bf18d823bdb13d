"""Build a finisher configured with a polish level."""


def make_finisher(polish):
    class Finisher:
        def __init__(self):
            self.polish = polish

        def buff(self, pair):
            print("pair", pair, "buffed to", pair * self.polish)

    return Finisher()
