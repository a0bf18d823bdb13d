import multiprocessing as mp


def preflight(name, panels):
    import torch
    seams = torch.ones(panels).cumsum(0)
    print(f"{name}: {int(seams[-1])} seams checked", flush=True)


class Launcher:
    @staticmethod
    def ignite(cfg):
        ctx = mp.get_context(cfg["launch"]["start_method"])
        crews = [ctx.Process(target=preflight, args=(name, cfg["envelope"]["panels"]), name=name)
                 for name in cfg["launch"]["balloons"]]
        for crew in crews:
            crew.start()
        for crew in crews:
            crew.join()
        failed = [crew.name for crew in crews if crew.exitcode]
        if failed:
            raise SystemExit(f"launch aborted, preflight failed for {failed}")
        return len(crews)
