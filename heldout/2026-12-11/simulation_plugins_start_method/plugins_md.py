from loader import Plugin


class MolecularDynamics(Plugin):
    name = "md-anneal"
    start_method = "forkserver"


PLUGIN = MolecularDynamics()
