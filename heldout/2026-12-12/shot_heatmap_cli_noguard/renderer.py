import multiprocessing as mp

from heatmap import bin_shots, shots_for


def _render(team, n, seed):
    grid = bin_shots(shots_for(team, n, seed))
    print(f"{team}: hottest zone {int(grid.argmax())} ({int(grid.max())} shots)", flush=True)


class HeatmapRenderer:
    def __init__(self, start_method):
        self.ctx = mp.get_context(start_method)

    def render_teams(self, teams, shots):
        procs = [self.ctx.Process(target=_render, args=(t, shots, i)) for i, t in enumerate(teams)]
        for p in procs:
            p.start()
        for p in procs:
            p.join()
        failed = [t for t, p in zip(teams, procs) if p.exitcode != 0]
        if failed:
            raise SystemExit(f"rendering failed for {failed}")
