from . import Barrel


class ChestnutBarrel(Barrel, kind="chestnut"):
    def age(self):
        return self.staves * 0.5
