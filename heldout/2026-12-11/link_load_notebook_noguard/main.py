# Exported from link_load_simulation.ipynb
import json
from pathlib import Path

from routes import simulate_links

# %% settings
settings = json.loads(Path(__file__).with_name("topology.json").read_text())

# %% simulate every backbone link in worker processes
loads = simulate_links(settings["links"], settings["flows"], settings["workers"], settings["start_method"])

# %% summary
print("peak utilisation per link:", [round(x, 3) for x in loads])
