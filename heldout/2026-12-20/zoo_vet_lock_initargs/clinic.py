import multiprocessing

import records


def triage(cfg):
    ctx = multiprocessing.get_context(cfg["start_method"])
    with ctx.Pool(cfg["workers"], initializer=records.attach,
                  initargs=(records.LOCKS["treatment_log"],)) as pool:
        return dict(pool.map(records.flag_fever, sorted(cfg["animals"].items())))
