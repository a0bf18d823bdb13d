import multiprocessing

from irradiance import IrradianceModel


def forecast_farm(farm_id, n_sites, n_hours, efficiency, results):
    model = IrradianceModel(n_sites, n_hours, seed=farm_id)
    results.put((farm_id, round(float(model.expected_yield(efficiency).mean()) / 1000.0, 2)))


def forecast_farms(farm_ids, n_sites, n_hours, efficiency):
    results = multiprocessing.Queue()
    procs = [multiprocessing.Process(target=forecast_farm, args=(f, n_sites, n_hours, efficiency, results))
             for f in farm_ids]
    for p in procs:
        p.start()
    out = sorted(results.get() for _ in procs)
    for p in procs:
        p.join()
    return out
