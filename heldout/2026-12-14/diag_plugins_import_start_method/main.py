import importlib

PLUGINS = ["plugin_emissions", "plugin_battery"]

if __name__ == "__main__":
    loaded = [importlib.import_module(name) for name in PLUGINS]
    for plugin in loaded:
        print(plugin.NAME, plugin.run_check(vehicle="VF1RFB00"))
