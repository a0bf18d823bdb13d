import json
import random


def synth_log_lines(truck_id, n_lines):
    rnd = random.Random(truck_id)
    for i in range(n_lines):
        yield json.dumps({"truck": truck_id, "seq": i, "speed": round(rnd.uniform(0, 110), 1),
                          "fault": rnd.random() < 0.002})


def parse_truck_log(job):
    truck_id, n_lines = job
    faults, top_speed = 0, 0.0
    for line in synth_log_lines(truck_id, n_lines):
        rec = json.loads(line)
        faults += rec["fault"]
        top_speed = max(top_speed, rec["speed"])
    return truck_id, faults, top_speed
