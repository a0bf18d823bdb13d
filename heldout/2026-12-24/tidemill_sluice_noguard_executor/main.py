import json

from sluice import gate_crew, open_gate

with open("sluice.json") as f:
    cfg = json.load(f)

with gate_crew(cfg["start_method"], cfg["gates"]) as crew:
    volumes = list(crew.map(open_gate, cfg["openings"]))
print("volumes", volumes)
