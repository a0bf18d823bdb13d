def read_probe(probe_id, out):
    import random
    rnd = random.Random(probe_id)
    out.put((probe_id, round(sum(rnd.random() for _ in range(1000)) / 1000, 3)))
