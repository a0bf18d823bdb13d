import importlib
import multiprocessing as mp


class Plugin:
    name = "base"
    start_method = "spawn"

    def setup(self):
        mp.set_start_method(self.start_method)

    def describe(self):
        return f"{self.name} ({self.start_method})"


def load_plugins(names):
    plugins = []
    for name in names:
        module = importlib.import_module(f"plugins_{name}")
        plugin = module.PLUGIN
        plugin.setup()
        plugins.append(plugin)
    return plugins
