from loader import Plugin


class DftRelax(Plugin):
    name = "dft-relax"


PLUGIN = DftRelax()
