def plan_probes(depths):
    probes = []
    for depth in depths:
        def probe(depth=depth):
            print("sounding", depth, "m:", depth * 2 / 3.8, flush=True)
        probes.append(probe)
    return probes
