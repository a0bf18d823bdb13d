class Tumbler:
    spin = staticmethod(lambda stacks: sum(range(stacks)))

    @staticmethod
    def settle(stacks):
        return stacks * 2

    @classmethod
    def action(cls, kind):
        return {"spin": cls.spin, "settle": cls.settle}[kind]
