from concurrent.futures import ProcessPoolExecutor

import torch


def survey(cfg, results):
    g = torch.Generator().manual_seed(3)
    points = torch.randn(cfg["points"], cfg["dims"], generator=g)
    berths = torch.randn(cfg["berths"], cfg["dims"], generator=g)
    d = torch.cdist(points, berths)
    return d.min(dim=1).values.mean().item()


def boat_draught(seed, rows, width):
    g = torch.Generator().manual_seed(seed)
    hull = torch.randn(rows, width, generator=g)
    return float((hull @ torch.randn(width, width, generator=g)).norm())


def dispatch(cfg, results):
    with ProcessPoolExecutor(max_workers=cfg["workers"]) as ex:
        futures = [ex.submit(boat_draught, s, cfg["rows"], cfg["width"]) for s in range(cfg["workers"])]
        return [f.result() for f in futures]


def report(cfg, results):
    print(f"mooring gap {results['survey']:.3f}, draughts {[round(d) for d in results['dispatch']]}")


HANDLERS = {"survey": survey, "dispatch": dispatch, "report": report}
